import { describe, expect, it } from 'vitest';
import { findNearestNode } from './findNearestNode';
import { findNodeInDirection, type NodeRect } from './findNodeInDirection';

const box = (id: string, x: number, y: number, width = 200, height = 80): NodeRect => ({
  id,
  x,
  y,
  width,
  height,
});

// start → message → end in a column, a note to the right of the message, an orphan far off.
const start = box('start', 0, 0);
const message = box('message', 0, 200);
const end = box('end', 0, 400);
const note = box('note', 400, 210);
const column = [start, message, end, note];

describe('findNodeInDirection', () => {
  it('goes down and up the column one node at a time', () => {
    expect(findNodeInDirection(column, 'start', 'down')).toBe('message');
    expect(findNodeInDirection(column, 'message', 'down')).toBe('end');
    expect(findNodeInDirection(column, 'end', 'up')).toBe('message');
    expect(findNodeInDirection(column, 'message', 'up')).toBe('start');
  });

  it('goes sideways to the node beside it and back', () => {
    expect(findNodeInDirection(column, 'message', 'right')).toBe('note');
    expect(findNodeInDirection(column, 'note', 'left')).toBe('message');
  });

  it('stays put when nothing lies that way', () => {
    expect(findNodeInDirection(column, 'start', 'up')).toBeUndefined();
    expect(findNodeInDirection(column, 'start', 'left')).toBeUndefined();
    expect(findNodeInDirection(column, 'end', 'down')).toBeUndefined();
    expect(findNodeInDirection(column, 'note', 'right')).toBeUndefined();
  });

  it('prefers the node straight ahead to a nearer one far off to the side', () => {
    const aside = box('aside', 600, 120);
    const ahead = box('ahead', 0, 500);
    expect(findNodeInDirection([start, aside, ahead], 'start', 'down')).toBe('ahead');
  });

  it('does not turn a nearly level neighbour into the node below', () => {
    // The note is 10 px lower than the message but 400 px to the right: not "down".
    expect(findNodeInDirection([message, note], 'message', 'down')).toBeUndefined();
  });

  it('reaches a node outside the cone when the boxes overlap across the way of travel', () => {
    const wide = box('wide', -300, 0, 800, 80);
    const below = box('below', 400, 120);
    expect(findNodeInDirection([wide, below], 'wide', 'down')).toBe('below');
  });

  it('is undefined for a node it does not know', () => {
    expect(findNodeInDirection(column, 'ghost', 'down')).toBeUndefined();
  });
});

describe('findNearestNode', () => {
  it('finds the node whose centre is nearest the point', () => {
    expect(findNearestNode(column, { x: 100, y: 430 })?.id).toBe('end');
    expect(findNearestNode(column, { x: 480, y: 250 })?.id).toBe('note');
  });

  it('is undefined without nodes', () => {
    expect(findNearestNode([], { x: 0, y: 0 })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { NODE_TYPES } from '../model/nodeTypes';
import { clampNodeSize, NODE_CATALOGUE } from './nodeCatalogue';
import { PALETTE_GROUPS } from './paletteGroups';

describe('NODE_CATALOGUE', () => {
  it('has the default sizes of spec §9', () => {
    const sizes = Object.fromEntries(
      NODE_TYPES.map((type) => [
        type,
        `${NODE_CATALOGUE[type].defaultSize.width}x${NODE_CATALOGUE[type].defaultSize.height}`,
      ]),
    );
    expect(sizes).toEqual({
      start: '180x80',
      end: '180x80',
      message: '320x200',
      decision: '300x250',
      action: '300x180',
      option: '280x120',
      httpRequest: '350x300',
      power: '350x450',
      discord: '320x280',
      ai: '350x350',
      emotionDetection: '300x220',
      handoff: '300x200',
      knowledge: '300x200',
      webhookNode: '250x150',
      databaseNode: '250x150',
      aiNodePro: '250x150',
      complexConditionNode: '250x150',
    });
  });

  it('has the minimum sizes of start (180x100) and HTTP (280x150) nodes', () => {
    expect(NODE_CATALOGUE.start.minSize).toEqual({ width: 180, height: 100 });
    expect(NODE_CATALOGUE.httpRequest.minSize).toEqual({ width: 280, height: 150 });
  });

  it('places each type in its palette group', () => {
    expect(NODE_CATALOGUE.start.paletteGroup).toBe('basic');
    expect(NODE_CATALOGUE.complexConditionNode.paletteGroup).toBe('advanced');
    expect(NODE_CATALOGUE.power.paletteGroup).toBe('integrations');
    expect(NODE_CATALOGUE.emotionDetection.paletteGroup).toBe('ai');
    expect(NODE_CATALOGUE.handoff.paletteGroup).toBe('basic');
    expect(NODE_CATALOGUE.knowledge.paletteGroup).toBe('ai');
    expect(NODE_CATALOGUE.discord.paletteGroup).toBeNull();
  });
});

describe('PALETTE_GROUPS', () => {
  it('lists the four groups of the spec in order', () => {
    expect(PALETTE_GROUPS.map((group) => [group.id, [...group.types]])).toEqual([
      ['basic', ['start', 'message', 'decision', 'handoff', 'end']],
      ['advanced', ['action', 'option', 'complexConditionNode']],
      ['integrations', ['httpRequest', 'webhookNode', 'databaseNode', 'power']],
      ['ai', ['aiNodePro', 'knowledge', 'emotionDetection']],
    ]);
  });
});

describe('clampNodeSize', () => {
  it('never lets a node shrink below its minimum', () => {
    expect(clampNodeSize('httpRequest', { width: 100, height: 400 })).toEqual({ width: 280, height: 400 });
    expect(clampNodeSize('start', { width: 500, height: 10 })).toEqual({ width: 500, height: 100 });
    expect(clampNodeSize('message', { width: 1, height: 1 })).toEqual({ width: 150, height: 40 });
  });
});

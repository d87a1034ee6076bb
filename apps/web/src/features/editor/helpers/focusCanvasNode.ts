/** The element of a node on the editor's canvas (React Flow's wrapper, the one that takes focus). */
export function getCanvasNodeElement(nodeId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `.flow-editor .react-flow__node[data-id="${CSS.escape(nodeId)}"]`,
  );
}

/**
 * Puts the keyboard focus on a node of the canvas. React Flow draws only the nodes in view when a
 * flow is big, so a node not drawn yet is first brought into view (`reveal`) and focused once it
 * appears, a few frames later; a node behind a closing modal dialog is focused once the dialog is
 * gone. Returns false when the node could not be focused.
 */
export function focusCanvasNode(nodeId: string, reveal?: () => void): Promise<boolean> {
  return new Promise((resolve) => {
    let frames = 0;
    const attempt = () => {
      const element = getCanvasNodeElement(nodeId);
      // Already there, or inside it (its editor opened meanwhile): a later frame must not pull the
      // focus back out of the field the user is typing in.
      if (element?.contains(document.activeElement)) {
        resolve(true);
        return;
      }
      // React Flow pans a node focused by keyboard into view itself; the browser must not scroll.
      element?.focus({ preventScroll: true });
      if (element && document.activeElement === element) {
        resolve(true);
        return;
      }
      if (frames === 0 && !element) reveal?.();
      frames += 1;
      if (frames > 20) resolve(false);
      else requestAnimationFrame(attempt);
    };
    attempt();
  });
}

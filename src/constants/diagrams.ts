/** Mermaid's label size, and the smallest a label may shrink to on a narrow screen before the diagram scrolls. */
export const DIAGRAM_LABEL_PX = 16;
export const DIAGRAM_MIN_LABEL_PX = 11;

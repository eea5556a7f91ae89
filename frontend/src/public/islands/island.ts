/** An island: wires behaviour onto server-rendered markup. It never re-renders that markup. */
export type Island = (root: HTMLElement) => void;

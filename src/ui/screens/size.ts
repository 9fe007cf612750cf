// A terminal's size, in columns and rows: apart from the views, so that the
// state, the reducers and the click handlers name it without loading Ink.

export interface Size {
  readonly width: number;
  readonly height: number;
}

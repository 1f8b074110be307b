import { wrapIndex } from "~/shared/cycle";

/**
 * The good-luck banner's rotation (docs/site.md, Good-luck banner): the shown message advances
 * every 6000 ms and wraps, or jumps when a dot is pressed. It stands still while the pointer or
 * the keyboard focus is on it, after the reader presses Pause (WCAG 2.2.2), and from the start
 * for a reader who asks for reduced motion (who can still press Play).
 */

export const rotationIntervalMs = 6000;
export const slideDurationMs = 800;

export interface RotationState {
  index: number;
  count: number;
  /** Paused with the button (or for reduced motion): stays until Play is pressed. */
  paused: boolean;
  /** Held while the pointer is over it or focus is in it: lets go when both have left. */
  hovered: boolean;
  focused: boolean;
}

export type RotationAction =
  | { type: "tick" }
  | { type: "goTo"; index: number }
  | { type: "togglePause" }
  | { type: "pause" }
  | { type: "hold"; by: "pointer" | "focus"; held: boolean };

export function initialRotation(count: number): RotationState {
  return { index: 0, count, paused: false, hovered: false, focused: false };
}

export function isRotating(state: RotationState): boolean {
  return state.count > 1 && !state.paused && !state.hovered && !state.focused;
}

export function rotationReducer(state: RotationState, action: RotationAction): RotationState {
  switch (action.type) {
    case "tick":
      return isRotating(state) ? { ...state, index: wrapIndex(state.index + 1, state.count) } : state;
    case "goTo":
      return Number.isInteger(action.index) && action.index >= 0 && action.index < state.count ? { ...state, index: action.index } : state;
    case "togglePause":
      return { ...state, paused: !state.paused };
    case "pause":
      return { ...state, paused: true };
    case "hold": {
      const key = action.by === "pointer" ? "hovered" : "focused";
      return state[key] === action.held ? state : { ...state, [key]: action.held };
    }
  }
}

import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: string;
  description?: string;
}

/** At most one toast at once, removed after 8000 ms, so messages never pile up. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 8000;

export interface ToastsState {
  visible: Toast[];
}

const initialState: ToastsState = { visible: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        // The newest toast replaces older ones beyond the limit.
        state.visible = [action.payload, ...state.visible].slice(0, TOAST_LIMIT);
      },
      prepare: (toast: ToastInput) => ({
        payload: { id: nanoid(), variant: 'default' as ToastVariant, ...toast },
      }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.visible = state.visible.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectVisibleToasts: (state) => state.visible,
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectVisibleToasts } = toastsSlice.selectors;

// What the apps and RTK Query use of Redux Toolkit, as the one shared singleton (see react-router-dom.js for
// why a shared package is trimmed). RTK Query imports `@reduxjs/toolkit` itself, so its names are here too.
// `@reduxjs/toolkit/package` is the real package (an alias in create-config.js); a missing name fails the build.
// recharts 3 (the lazy score charts) keeps its state in Redux Toolkit too: autoBatchEnhancer and current are its.
export {
  SHOULD_AUTOBATCH,
  autoBatchEnhancer,
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createListenerMiddleware,
  createNextState,
  createSelector,
  createSlice,
  current,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@reduxjs/toolkit/package';

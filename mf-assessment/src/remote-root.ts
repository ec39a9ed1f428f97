import { remoteRootProps as stampRemoteRoot } from '@anchor/app-runtime';

/** Stamps this remote's root element; the build label is compiled into this bundle by its own build. */
export const remoteRootProps = () => stampRemoteRoot('mf_assessment', __ANCHOR_BUILD_LABEL__);

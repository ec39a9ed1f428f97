import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor give the page up to 5 s (the library's 1 s default fails on a loaded CI machine, where a
// lazy component or a fake fetch's answer can take longer); a test still ends the moment its expectation holds.
configure({ asyncUtilTimeout: 5000 });

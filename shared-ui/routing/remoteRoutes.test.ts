import { forwardRef, memo } from 'react';
import { describeContractProblems, routesContractProblems } from 'shared-ui/routing/remoteRoutes';

const Routes = () => null;

describe('routesContractProblems', () => {
  it.each([
    ['a function component', { default: Routes }],
    ['a memo component with a preload', { default: memo(Routes), preload: async () => undefined }],
    ['a forwardRef component', { default: forwardRef(Routes) }],
  ])('finds none in a module whose default export is %s', (_case, module) => {
    expect(routesContractProblems(module)).toEqual([]);
  });

  it('names a missing default export, and a preload that is not a function', () => {
    expect(routesContractProblems({ CareersRoutes: Routes, preload: 'soon' })).toEqual([
      "it has no default export that is a React component (the remote's <Routes>)",
      'its preload export is not a function',
    ]);
    expect(routesContractProblems(null)).toHaveLength(1);
  });

  it('says which module broke the contract the shell loads', () => {
    expect(describeContractProblems('careers/routes', ['a', 'b'])).toBe('careers/routes does not meet the contract the shell loads: a; b');
  });
});

/** Scaffold: the issue-3 contracts of this area. */
export {};

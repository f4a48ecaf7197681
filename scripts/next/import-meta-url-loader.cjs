// A loader for flexsearch's browser bundle (next.config.mjs): the bundler would replace its one
// `import.meta.url` with the file:// URL of the checkout, so the chunk's bytes and hash changed
// with the folder it was built in. The expression only locates flexsearch's worker script, which
// the search never starts (it runs without workers), so any constant URL will do.
module.exports = function importMetaUrlLoader(source) {
  return source.replaceAll('import.meta.url', '"file:///flexsearch/"');
};

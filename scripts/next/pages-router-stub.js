// The client entries of Next's Pages Router ('main', 'pages/_app', 'pages/_error'; scripts/next/bundler.mjs).
// This site has no pages/ directory: every page is an App Router page, whose scripts never load these.

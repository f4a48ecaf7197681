// html-validate's configuration for the static export (`npm run test:html` checks out/**/*.html).
// Everything in html-validate:recommended applies, except rules that only flag how React and Next
// write markup we do not control; each is off for the reason beside it.
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<meta />, <link />, <img />, <input />).
    'void-style': 'off',
    // React writes boolean attributes with an empty value (hidden="", open="", nomodule="").
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Next's metadata writes <meta charSet="utf-8"> in React's camel case.
    'attr-case': 'off',
    // React's useId makes ids like "_R_6tqiq_" (tabs), which do not begin with a letter.
    'valid-id': 'off',
  },
};

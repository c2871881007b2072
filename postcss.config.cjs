module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        // Named breakpoints (docs/product.md, shell); keep in sync with src/theme/breakpoints.ts.
        'bp-sidebar': '1100px',
        'bp-lg': '992px',
        'bp-md': '768px',
        'bp-sm': '640px',
        'bp-xs': '576px',
        'bp-xxs': '480px',
      },
    },
  },
};

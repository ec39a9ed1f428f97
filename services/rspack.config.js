// Bundles the entry points (api, worker, migrations, administrator commands). Our own TypeScript libraries (@anchor/*) are compiled in;
// every other package stays in node_modules (native modules such as argon2 cannot be bundled).
const path = require('node:path');

const isBareImport = (request) => !request.startsWith('.') && !path.isAbsolute(request);

module.exports = {
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: {
    main: './src/main.ts',
    worker: './src/worker.ts',
    migrate: './src/migrate.ts',
    'provider-invite': './src/provider-invite.ts',
    'two-factor-reset': './src/two-factor-reset.ts',
    'reminders-rebuild': './src/reminders-rebuild.ts',
  },
  output: {
    path: path.join(__dirname, 'dist'),
    filename: '[name].js',
    clean: true,
    library: { type: 'commonjs2' },
  },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externalsType: 'commonjs',
  externals: [
    ({ request }, callback) => {
      if (request && isBareImport(request) && !request.startsWith('@anchor/')) return callback(undefined, request);
      return callback();
    },
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules[\\/](?!@anchor)/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  // __dirname must stay the real folder of the bundle (config finds the repository root from it).
  node: { __dirname: false, __filename: false },
  // nodeEnv false: NODE_ENV is read at run time, never baked into the bundle.
  optimization: { minimize: false, splitChunks: false, nodeEnv: false },
  devtool: 'source-map',
};

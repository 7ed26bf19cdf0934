/** Where the Swagger UI files from `swagger-ui-dist` are served. */
export const SWAGGER_UI_ASSETS_PREFIX = '/api/docs/assets/';

/** The files of `swagger-ui-dist` the page needs; nothing else of the package is served. */
export const SWAGGER_UI_ASSET_FILES = [
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
];

/** The page's scripts are files, not inline code, so the content security policy stays strict. */
export const SWAGGER_UI_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tessera API</title>
    <link rel="stylesheet" href="${SWAGGER_UI_ASSETS_PREFIX}swagger-ui.css" />
    <link rel="icon" type="image/png" href="${SWAGGER_UI_ASSETS_PREFIX}favicon-32x32.png" sizes="32x32" />
    <link rel="icon" type="image/png" href="${SWAGGER_UI_ASSETS_PREFIX}favicon-16x16.png" sizes="16x16" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${SWAGGER_UI_ASSETS_PREFIX}swagger-ui-bundle.js"></script>
    <script src="/api/docs/swagger-initializer.js"></script>
  </body>
</html>
`;

export const SWAGGER_UI_INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs-json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

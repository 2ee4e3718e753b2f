import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';

// The playground served at GET /graphql, bundled so it works without internet access.
const wsProtocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${wsProtocol}//${window.location.host}/graphql/ws`,
  headers: { 'X-Agora-Client': 'web' },
});

const root = document.getElementById('graphiql');
if (!root) throw new Error('#graphiql is missing');

createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultEditorToolsVisibility="headers" />
  </StrictMode>,
);

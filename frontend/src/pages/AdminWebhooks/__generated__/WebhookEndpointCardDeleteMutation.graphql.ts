/**
 * @generated SignedSource<<034826aa091ab2b973c5f167b900acd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookEndpointInput = {
  id: string;
};
export type WebhookEndpointCardDeleteMutation$variables = {
  input: DeleteWebhookEndpointInput;
};
export type WebhookEndpointCardDeleteMutation$data = {
  readonly deleteWebhookEndpoint: {
    readonly deletedEndpointId: string;
  };
};
export type WebhookEndpointCardDeleteMutation = {
  response: WebhookEndpointCardDeleteMutation$data;
  variables: WebhookEndpointCardDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DeleteWebhookEndpointPayload",
    "kind": "LinkedField",
    "name": "deleteWebhookEndpoint",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedEndpointId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhookEndpointCardDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointCardDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d488248437d36726e88abe0815ca2e78",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointCardDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointCardDeleteMutation(\n  $input: DeleteWebhookEndpointInput!\n) {\n  deleteWebhookEndpoint(input: $input) {\n    deletedEndpointId\n  }\n}\n"
  }
};
})();

(node as any).hash = "f40d4b350c41e926935d301b6c296d17";

export default node;

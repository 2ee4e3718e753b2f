/**
 * @generated SignedSource<<219d5bee0bea5dd3a992d55acf9f4c97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WebhookEvent = "BOOKING_APPROVED" | "BOOKING_CANCELLED" | "BOOKING_COMPLETED" | "BOOKING_CONFIRMED" | "BOOKING_CREATED" | "BOOKING_RESCHEDULED" | "SPACE_CHANGED" | "%future added value";
export type UpdateWebhookEndpointInput = {
  active: boolean;
  description?: string;
  events: ReadonlyArray<WebhookEvent>;
  id: string;
  url: string;
};
export type WebhookEndpointCardToggleMutation$variables = {
  input: UpdateWebhookEndpointInput;
};
export type WebhookEndpointCardToggleMutation$data = {
  readonly updateWebhookEndpoint: {
    readonly endpoint: {
      readonly active: boolean;
      readonly id: string;
    };
  };
};
export type WebhookEndpointCardToggleMutation = {
  response: WebhookEndpointCardToggleMutation$data;
  variables: WebhookEndpointCardToggleMutation$variables;
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
    "concreteType": "WebhookEndpointPayload",
    "kind": "LinkedField",
    "name": "updateWebhookEndpoint",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "endpoint",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          }
        ],
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
    "name": "WebhookEndpointCardToggleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointCardToggleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "30429bb273ddd27a1a328e7210b6087c",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointCardToggleMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointCardToggleMutation(\n  $input: UpdateWebhookEndpointInput!\n) {\n  updateWebhookEndpoint(input: $input) {\n    endpoint {\n      id\n      active\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc0ab4e75434b5a6df781580126eabab";

export default node;

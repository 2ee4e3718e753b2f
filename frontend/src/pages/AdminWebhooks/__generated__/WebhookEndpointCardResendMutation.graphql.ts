/**
 * @generated SignedSource<<33fea0b7d036338cc2b28b371cb50cce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ResendWebhookDeliveryInput = {
  id: string;
};
export type WebhookEndpointCardResendMutation$variables = {
  input: ResendWebhookDeliveryInput;
};
export type WebhookEndpointCardResendMutation$data = {
  readonly resendWebhookDelivery: {
    readonly delivery: {
      readonly id: string;
    };
  };
};
export type WebhookEndpointCardResendMutation = {
  response: WebhookEndpointCardResendMutation$data;
  variables: WebhookEndpointCardResendMutation$variables;
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
    "concreteType": "ResendWebhookDeliveryPayload",
    "kind": "LinkedField",
    "name": "resendWebhookDelivery",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookDelivery",
        "kind": "LinkedField",
        "name": "delivery",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "WebhookEndpointCardResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointCardResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "953c5330ee360243e3beaa55fdddc5bd",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointCardResendMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointCardResendMutation(\n  $input: ResendWebhookDeliveryInput!\n) {\n  resendWebhookDelivery(input: $input) {\n    delivery {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "25ed58f7bf180083b482cfe8c8adfb1f";

export default node;

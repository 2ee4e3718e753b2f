/**
 * @generated SignedSource<<9883b955f74563a611b1b224b7be93a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RequestLinkInput = {
  email: string;
};
export type ResendConfirmationMutation$variables = {
  input: RequestLinkInput;
};
export type ResendConfirmationMutation$data = {
  readonly resendConfirmation: {
    readonly message: string;
    readonly retryAfterSeconds: number | null | undefined;
  };
};
export type ResendConfirmationMutation = {
  response: ResendConfirmationMutation$data;
  variables: ResendConfirmationMutation$variables;
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
    "concreteType": "RequestLinkPayload",
    "kind": "LinkedField",
    "name": "resendConfirmation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "retryAfterSeconds",
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
    "name": "ResendConfirmationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResendConfirmationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "948668d9dee798a2df08c4e5ba4ce05a",
    "id": null,
    "metadata": {},
    "name": "ResendConfirmationMutation",
    "operationKind": "mutation",
    "text": "mutation ResendConfirmationMutation(\n  $input: RequestLinkInput!\n) {\n  resendConfirmation(input: $input) {\n    message\n    retryAfterSeconds\n  }\n}\n"
  }
};
})();

(node as any).hash = "74dfe80a33563e7e701b54b98f7a8dc7";

export default node;

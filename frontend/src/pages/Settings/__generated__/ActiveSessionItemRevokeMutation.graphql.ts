/**
 * @generated SignedSource<<9e0d46a649fe62102aa14fce2c4dcbde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeSessionInput = {
  sessionId: string;
};
export type ActiveSessionItemRevokeMutation$variables = {
  input: RevokeSessionInput;
};
export type ActiveSessionItemRevokeMutation$data = {
  readonly revokeSession: {
    readonly revokedSessionId: string;
  };
};
export type ActiveSessionItemRevokeMutation = {
  response: ActiveSessionItemRevokeMutation$data;
  variables: ActiveSessionItemRevokeMutation$variables;
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
    "concreteType": "RevokeSessionPayload",
    "kind": "LinkedField",
    "name": "revokeSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedSessionId",
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
    "name": "ActiveSessionItemRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ActiveSessionItemRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2975506038da9b921b1e6d8575f9a291",
    "id": null,
    "metadata": {},
    "name": "ActiveSessionItemRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation ActiveSessionItemRevokeMutation(\n  $input: RevokeSessionInput!\n) {\n  revokeSession(input: $input) {\n    revokedSessionId\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ed02aa4ec18ece2022e4abbff2b3132";

export default node;

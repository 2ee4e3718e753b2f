/**
 * @generated SignedSource<<524c69eb4a702398c371dbafbbe9896c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};
export type ChangePasswordFormMutation$variables = {
  input: ChangePasswordInput;
};
export type ChangePasswordFormMutation$data = {
  readonly changePassword: {
    readonly revokedSessions: number;
  };
};
export type ChangePasswordFormMutation = {
  response: ChangePasswordFormMutation$data;
  variables: ChangePasswordFormMutation$variables;
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
    "concreteType": "ChangePasswordPayload",
    "kind": "LinkedField",
    "name": "changePassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedSessions",
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
    "name": "ChangePasswordFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChangePasswordFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8063cec87df26014c40028ca19131d26",
    "id": null,
    "metadata": {},
    "name": "ChangePasswordFormMutation",
    "operationKind": "mutation",
    "text": "mutation ChangePasswordFormMutation(\n  $input: ChangePasswordInput!\n) {\n  changePassword(input: $input) {\n    revokedSessions\n  }\n}\n"
  }
};
})();

(node as any).hash = "1a2f09b2d1c0f49e98e7c96daff8a972";

export default node;

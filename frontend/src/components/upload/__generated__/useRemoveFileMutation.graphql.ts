/**
 * @generated SignedSource<<71e38f05c10a98bc946a668b9859f6a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveFileInput = {
  url: string;
};
export type useRemoveFileMutation$variables = {
  input: RemoveFileInput;
};
export type useRemoveFileMutation$data = {
  readonly removeFile: {
    readonly removedUrl: string;
  };
};
export type useRemoveFileMutation = {
  response: useRemoveFileMutation$data;
  variables: useRemoveFileMutation$variables;
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
    "concreteType": "RemoveFilePayload",
    "kind": "LinkedField",
    "name": "removeFile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedUrl",
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
    "name": "useRemoveFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "62c3b406b640d89d3753f8a9154123b5",
    "id": null,
    "metadata": {},
    "name": "useRemoveFileMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveFileMutation(\n  $input: RemoveFileInput!\n) {\n  removeFile(input: $input) {\n    removedUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "a758d3a57ee405aab471974ec00e7b38";

export default node;

/**
 * @generated SignedSource<<02a0dfe96f28c10cb730384c11f613dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StorageBucket = "AVATARS" | "SPACES" | "%future added value";
export type UploadFileInput = {
  bucket: StorageBucket;
  file: any;
};
export type useUploadFileMutation$variables = {
  input: UploadFileInput;
};
export type useUploadFileMutation$data = {
  readonly uploadFile: {
    readonly url: string;
  };
};
export type useUploadFileMutation = {
  response: useUploadFileMutation$data;
  variables: useUploadFileMutation$variables;
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
    "concreteType": "UploadFilePayload",
    "kind": "LinkedField",
    "name": "uploadFile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
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
    "name": "useUploadFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "629d90cb1e335de1dd1819132dac16be",
    "id": null,
    "metadata": {},
    "name": "useUploadFileMutation",
    "operationKind": "mutation",
    "text": "mutation useUploadFileMutation(\n  $input: UploadFileInput!\n) {\n  uploadFile(input: $input) {\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "135db517df28204d6192e99872dd2a71";

export default node;

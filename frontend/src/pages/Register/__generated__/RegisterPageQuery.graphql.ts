/**
 * @generated SignedSource<<38b5a0803347d4c95eb7acc5083bdd9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RegisterPageQuery$variables = Record<PropertyKey, never>;
export type RegisterPageQuery$data = {
  readonly signupOptions: {
    readonly allowAdmin: boolean;
  };
};
export type RegisterPageQuery = {
  response: RegisterPageQuery$data;
  variables: RegisterPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignupOptions",
    "kind": "LinkedField",
    "name": "signupOptions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "allowAdmin",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RegisterPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7a6d7dc78058a8810c8f1070696e499d",
    "id": null,
    "metadata": {},
    "name": "RegisterPageQuery",
    "operationKind": "query",
    "text": "query RegisterPageQuery {\n  signupOptions {\n    allowAdmin\n  }\n}\n"
  }
};
})();

(node as any).hash = "86e28381e06696009f95c25199c14a8f";

export default node;

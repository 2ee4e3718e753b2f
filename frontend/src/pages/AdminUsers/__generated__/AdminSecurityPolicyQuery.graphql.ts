/**
 * @generated SignedSource<<3e29d2116d815d95dd1543207c854436>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AdminSecurityPolicyQuery$variables = Record<PropertyKey, never>;
export type AdminSecurityPolicyQuery$data = {
  readonly securityPolicy: {
    readonly requireAdminTwoFactor: boolean;
  };
  readonly viewer: {
    readonly id: string;
    readonly twoFactor: {
      readonly enabled: boolean;
    };
  } | null | undefined;
};
export type AdminSecurityPolicyQuery = {
  response: AdminSecurityPolicyQuery$data;
  variables: AdminSecurityPolicyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SecurityPolicy",
    "kind": "LinkedField",
    "name": "securityPolicy",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requireAdminTwoFactor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "concreteType": "TwoFactorStatus",
        "kind": "LinkedField",
        "name": "twoFactor",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminSecurityPolicyQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminSecurityPolicyQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "bb2a0419ce2f59c5d61d28f29ed5202c",
    "id": null,
    "metadata": {},
    "name": "AdminSecurityPolicyQuery",
    "operationKind": "query",
    "text": "query AdminSecurityPolicyQuery {\n  securityPolicy {\n    requireAdminTwoFactor\n  }\n  viewer {\n    id\n    twoFactor {\n      enabled\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "04bf386cf0e45ec179cbf6db9f06b5a4";

export default node;

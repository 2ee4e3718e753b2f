/**
 * @generated SignedSource<<466e4b85426b461173b55da3a17f86d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminUsersCountsRefetchQuery$variables = Record<PropertyKey, never>;
export type AdminUsersCountsRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminUsersCounts_query">;
};
export type AdminUsersCountsRefetchQuery = {
  response: AdminUsersCountsRefetchQuery$data;
  variables: AdminUsersCountsRefetchQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUsersCountsRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminUsersCounts_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminUsersCountsRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserCounts",
        "kind": "LinkedField",
        "name": "userCounts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "admins",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "users",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "newThisMonth",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "33dd09f41f462e5595fc62be0e5ff883",
    "id": null,
    "metadata": {},
    "name": "AdminUsersCountsRefetchQuery",
    "operationKind": "query",
    "text": "query AdminUsersCountsRefetchQuery {\n  ...AdminUsersCounts_query\n}\n\nfragment AdminUsersCounts_query on Query {\n  userCounts {\n    total\n    admins\n    users\n    newThisMonth\n  }\n}\n"
  }
};

(node as any).hash = "4f9e6fdf93467fc6c2df36b73f20a79f";

export default node;

/**
 * @generated SignedSource<<103faebba6635b0cd4b3938d72249fe5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminUsersCounts_query$data = {
  readonly userCounts: {
    readonly admins: number;
    readonly newThisMonth: number;
    readonly total: number;
    readonly users: number;
  };
  readonly " $fragmentType": "AdminUsersCounts_query";
};
export type AdminUsersCounts_query$key = {
  readonly " $data"?: AdminUsersCounts_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminUsersCounts_query">;
};

import AdminUsersCountsRefetchQuery_graphql from './AdminUsersCountsRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": AdminUsersCountsRefetchQuery_graphql
    }
  },
  "name": "AdminUsersCounts_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4f9e6fdf93467fc6c2df36b73f20a79f";

export default node;

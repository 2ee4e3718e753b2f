/**
 * @generated SignedSource<<7e957c678735c1687a97cd2f13deae3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SecurityTab_user$data = {
  readonly activeSessions: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ActiveSessionItem_session">;
  }>;
  readonly id: string;
  readonly settings: {
    readonly loginNotifications: boolean;
    readonly sessionTimeoutHours: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AccountDataSection_user" | "TwoFactorSection_user">;
  readonly " $fragmentType": "SecurityTab_user";
};
export type SecurityTab_user$key = {
  readonly " $data"?: SecurityTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecurityTab_user">;
};

import SecurityTabRefetchQuery_graphql from './SecurityTabRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": SecurityTabRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "SecurityTab_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserSettings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "loginNotifications",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sessionTimeoutHours",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TwoFactorSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountDataSection_user"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActiveSession",
      "kind": "LinkedField",
      "name": "activeSessions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ActiveSessionItem_session"
        }
      ],
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "446faf10f8d67bd12f0d2eeeadd092cd";

export default node;

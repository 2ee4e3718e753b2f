/**
 * @generated SignedSource<<1aca43d01a5c43d63f6d4366419a1ca2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserDashboard_dashboard$data = {
  readonly availableSpaces: number;
  readonly nextBookings: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"NextBookingItem_booking">;
  }>;
  readonly popularSpaces: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PopularSpaceCard_space">;
  }>;
  readonly upcomingBookings: number;
  readonly upcomingMinutes: number;
  readonly " $fragmentType": "UserDashboard_dashboard";
};
export type UserDashboard_dashboard$key = {
  readonly " $data"?: UserDashboard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserDashboard_dashboard">;
};

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
  "metadata": null,
  "name": "UserDashboard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upcomingBookings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upcomingMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availableSpaces",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Booking",
      "kind": "LinkedField",
      "name": "nextBookings",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "NextBookingItem_booking"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Space",
      "kind": "LinkedField",
      "name": "popularSpaces",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PopularSpaceCard_space"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UserDashboard",
  "abstractKey": null
};
})();

(node as any).hash = "829769d7cadde7839c3312090198c436";

export default node;

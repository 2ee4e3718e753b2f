/**
 * @generated SignedSource<<69d106016984690200fad5743b305d6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminBookingsList_listed$data = ReadonlyArray<{
  readonly id: string;
  readonly series: {
    readonly id: string;
    readonly summary: string;
  } | null | undefined;
  readonly space: {
    readonly name: string;
  };
  readonly startsAt: string;
  readonly status: BookingStatus;
  readonly user: {
    readonly fullName: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SeriesGroup_occurrences">;
  readonly " $fragmentType": "AdminBookingsList_listed";
}>;
export type AdminBookingsList_listed$key = ReadonlyArray<{
  readonly " $data"?: AdminBookingsList_listed$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminBookingsList_listed">;
}>;

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
    "plural": true
  },
  "name": "AdminBookingsList_listed",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BookingSeries",
      "kind": "LinkedField",
      "name": "series",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "summary",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Space",
      "kind": "LinkedField",
      "name": "space",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SeriesGroup_occurrences"
    }
  ],
  "type": "Booking",
  "abstractKey": null
};
})();

(node as any).hash = "5cd2d9b756fbc811a531d0491e305747";

export default node;

/**
 * @generated SignedSource<<785fc59830f936b46d2aeec057ed33e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BookingCardList_bookings$data = ReadonlyArray<{
  readonly id: string;
  readonly series: {
    readonly id: string;
    readonly summary: string;
  } | null | undefined;
  readonly space: {
    readonly name: string;
  };
  readonly startsAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"SeriesGroup_occurrences">;
  readonly " $fragmentType": "BookingCardList_bookings";
}>;
export type BookingCardList_bookings$key = ReadonlyArray<{
  readonly " $data"?: BookingCardList_bookings$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingCardList_bookings">;
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
  "name": "BookingCardList_bookings",
  "selections": [
    (v0/*:: as any*/),
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "SeriesGroup_occurrences"
    }
  ],
  "type": "Booking",
  "abstractKey": null
};
})();

(node as any).hash = "0c55eb0361151edfbf54c8572eb9e147";

export default node;

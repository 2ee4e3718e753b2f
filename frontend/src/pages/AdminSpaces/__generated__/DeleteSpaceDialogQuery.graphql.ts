/**
 * @generated SignedSource<<6dca22db91f482f22798ad3bdc42490f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
export type DeleteSpaceDialogQuery$variables = {
  id: string;
};
export type DeleteSpaceDialogQuery$data = {
  readonly space: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly spaceRemovalPreview: {
    readonly activeBookings: number;
    readonly bookings: ReadonlyArray<{
      readonly id: string;
      readonly startsAt: string;
      readonly status: BookingStatus;
      readonly user: {
        readonly fullName: string;
      };
    }>;
    readonly totalBookings: number;
  };
};
export type DeleteSpaceDialogQuery = {
  response: DeleteSpaceDialogQuery$data;
  variables: DeleteSpaceDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "concreteType": "Space",
  "kind": "LinkedField",
  "name": "space",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "activeBookings",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalBookings",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteSpaceDialogQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SpaceRemovalPreview",
        "kind": "LinkedField",
        "name": "spaceRemovalPreview",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Booking",
            "kind": "LinkedField",
            "name": "bookings",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteSpaceDialogQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SpaceRemovalPreview",
        "kind": "LinkedField",
        "name": "spaceRemovalPreview",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Booking",
            "kind": "LinkedField",
            "name": "bookings",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "62573ac91ed9df38c6216377d7b5cbc6",
    "id": null,
    "metadata": {},
    "name": "DeleteSpaceDialogQuery",
    "operationKind": "query",
    "text": "query DeleteSpaceDialogQuery(\n  $id: ID!\n) {\n  space(id: $id) {\n    id\n    name\n  }\n  spaceRemovalPreview(id: $id) {\n    activeBookings\n    totalBookings\n    bookings {\n      id\n      startsAt\n      status\n      user {\n        fullName\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c670c02607bcd78879c10e2506d00bf6";

export default node;

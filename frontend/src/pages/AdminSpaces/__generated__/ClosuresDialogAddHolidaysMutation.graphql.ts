/**
 * @generated SignedSource<<4aa6df152863d84d19935ccccbc690f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AddHolidaysInput = {
  expectedCancelledBookings?: number | null | undefined;
  includeOptional?: boolean;
  spaceId?: string | null | undefined;
  year: number;
};
export type ClosuresDialogAddHolidaysMutation$variables = {
  input: AddHolidaysInput;
};
export type ClosuresDialogAddHolidaysMutation$data = {
  readonly addHolidays: {
    readonly cancelledBookings: number;
    readonly closures: ReadonlyArray<{
      readonly id: string;
    }>;
  };
};
export type ClosuresDialogAddHolidaysMutation = {
  response: ClosuresDialogAddHolidaysMutation$data;
  variables: ClosuresDialogAddHolidaysMutation$variables;
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
    "concreteType": "ClosuresPayload",
    "kind": "LinkedField",
    "name": "addHolidays",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Closure",
        "kind": "LinkedField",
        "name": "closures",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cancelledBookings",
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
    "name": "ClosuresDialogAddHolidaysMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClosuresDialogAddHolidaysMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "90b07c648256b6a075f75926df9437b4",
    "id": null,
    "metadata": {},
    "name": "ClosuresDialogAddHolidaysMutation",
    "operationKind": "mutation",
    "text": "mutation ClosuresDialogAddHolidaysMutation(\n  $input: AddHolidaysInput!\n) {\n  addHolidays(input: $input) {\n    closures {\n      id\n    }\n    cancelledBookings\n  }\n}\n"
  }
};
})();

(node as any).hash = "8233d7d7846df1b5d1a2ea3c406a5637";

export default node;

import { describe, expect, it } from "vitest";
import { partyOf, peopleProblem, personsOf, type SeatedProduct } from "#domain/booking-rules.ts";

// "Per car (1–6 people)": one place of the day's capacity, carrying up to six.
const CAR: SeatedProduct = { id: 1, unit: "adult", seats: 1, passengers: 6 };
// "Transfer from south Bali (per car, 1–6 people)" added to a class: an extra for persons already counted.
const TRANSFER: SeatedProduct = { id: 2, unit: "extra", seats: 0, passengers: 6 };
const ADULT: SeatedProduct = { id: 3, unit: "adult", seats: 1 };
const CHILD: SeatedProduct = { id: 4, unit: "child", seats: 1 };

describe("a vehicle is counted as a vehicle, its riders as people", () => {
  it("a car books one vehicle and one seat of the capacity, and no adult", () => {
    expect(partyOf([CAR], { 1: 1 })).toEqual({ adults: 0, kids: 0, seats: 1, vehicles: 1, passengerSeats: 6 });
  });

  it("two cars carry twelve people and hold two seats", () => {
    expect(partyOf([CAR], { 1: 2 })).toMatchObject({ vehicles: 2, passengerSeats: 12, seats: 2 });
  });

  it("a transfer added per car to persons booked is no vehicle of the booking", () => {
    expect(partyOf([ADULT, CHILD, TRANSFER], { 3: 2, 4: 1, 2: 1 })).toEqual({
      adults: 2,
      kids: 1,
      seats: 3,
      vehicles: 0,
      passengerSeats: 0,
    });
  });

  it("the people of a vehicle order are asked: none, or more than its seats, is a problem", () => {
    const oneCar = partyOf([CAR], { 1: 1 });
    expect(peopleProblem(oneCar, 0)).toBe("peopleRequired");
    expect(peopleProblem(oneCar, 4)).toBeNull();
    expect(peopleProblem(oneCar, 6)).toBeNull();
    expect(peopleProblem(oneCar, 7)).toBe("peopleTooMany");
    expect(peopleProblem(partyOf([CAR], { 1: 2 }), 7)).toBeNull();
  });

  it("an order without a vehicle asks no people", () => {
    expect(peopleProblem(partyOf([ADULT], { 3: 2 }), 0)).toBeNull();
  });

  it("a booking's persons are its adults, children and the people in its vehicles", () => {
    expect(personsOf({ adults: 0, kids: 0, people: 4 })).toBe(4);
    expect(personsOf({ adults: 2, kids: 1, people: 0 })).toBe(3);
  });
});

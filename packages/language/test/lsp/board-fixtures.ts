/** A blocked attacker with a counter, a blocker tapped for mana, a damaged creature and a Bolt on the stack. */
export const boardScenario = `scenario "Board" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Grizzly Bears" as bears counters +1/+1 x1, Mountain  hand "Lightning Bolt" }
  Bob   { battlefield "Llanowar Elves" as elves, "Giant Spider" as spider damage 2  library 5 }
  Alice attacks Bob with bears
  Bob blocks bears with elves
  Alice casts "Lightning Bolt" targeting spider
  Alice passes
  Bob activates elves
  expect elves tapped
  resolve
  expect spider in Bob's graveyard
}
`;

/**
 * The one registry of Comprehensive Rules the engine cites (April 17, 2026 numbering).
 * Every citation in code is typed `RuleId`, so it must be listed here; a test checks each id exists in the
 * official CR text. The summaries are the project's own words (the CR itself is loaded at run time), in
 * English and German, shown when no CR file is configured.
 */
export const RULES = {
  '101.4': {
    en: 'Simultaneous choices are made in turn order starting with the active player; then the actions happen together.',
    de: 'Gleichzeitige Entscheidungen fallen in Zugreihenfolge, beginnend beim aktiven Spieler; dann geschieht alles zugleich.',
  },
  '101.2': {
    en: 'When one effect allows something and another says it can\'t happen, "can\'t" wins.',
    de: 'Erlaubt ein Effekt etwas und ein anderer sagt, es kann nicht geschehen, gewinnt „kann nicht“.',
  },
  '102.1': {
    en: 'A player is one of the people in the game; the active player is the one whose turn it is.',
    de: 'Ein Spieler ist eine der Personen im Spiel; der aktive Spieler ist der, dessen Zug es ist.',
  },
  '104.1': {
    en: 'The game ends immediately when a player wins or it is a draw.',
    de: 'Das Spiel endet sofort, wenn ein Spieler gewinnt oder es unentschieden ist.',
  },
  '103.8a': {
    en: 'In a two-player game the starting player skips the draw step of their first turn.',
    de: 'Im Spiel zu zweit überspringt der Startspieler das Ziehsegment seines ersten Zuges.',
  },
  '104.2a': {
    en: 'A player wins when all their opponents have left the game.',
    de: 'Ein Spieler gewinnt, wenn alle Gegner das Spiel verlassen haben.',
  },
  '104.2b': {
    en: 'An effect can say that a player wins the game.',
    de: 'Ein Effekt kann bestimmen, dass ein Spieler das Spiel gewinnt.',
  },
  '104.3a': {
    en: 'A player may concede at any time and then loses the game.',
    de: 'Ein Spieler kann jederzeit aufgeben und verliert dann das Spiel.',
  },
  '104.3e': {
    en: 'An effect can say that a player loses the game.',
    de: 'Ein Effekt kann bestimmen, dass ein Spieler das Spiel verliert.',
  },
  '106.3': {
    en: 'Mana comes from the effects of mana abilities (and of some spells and other abilities): you get what the effect adds.',
    de: 'Mana entsteht durch die Effekte von Manafähigkeiten (und mancher Zauber und Fähigkeiten): Man erhält, was der Effekt erzeugt.',
  },
  '106.4': {
    en: 'Added mana goes to the mana pool; it empties at the end of each step and phase.',
    de: 'Erzeugtes Mana kommt in den Manavorrat; er leert sich am Ende jedes Segments und jeder Phase.',
  },
  '106.6': {
    en: 'Some mana may be spent only on what the ability that made it says; its type stays what it is.',
    de: 'Manches Mana darf nur für das ausgegeben werden, was die erzeugende Fähigkeit nennt; sein Typ bleibt derselbe.',
  },
  '107.5': {
    en: "The tap symbol {T}: a tapped permanent can't be tapped again to pay.",
    de: 'Das Tapsymbol {T}: Eine getappte bleibende Karte kann nicht erneut getappt werden.',
  },
  '107.1a': {
    en: 'No fractions: an effect that could make one says whether to round up or down.',
    de: 'Keine Brüche: Ein Effekt, der einen ergeben könnte, sagt, ob auf- oder abgerundet wird.',
  },
  '107.1b': {
    en: 'Players choose only whole numbers of zero or more; no negative choices.',
    de: 'Spieler wählen nur ganze Zahlen ab null; negative Werte sind nicht wählbar.',
  },
  '107.3a': {
    en: 'An X in a cost is chosen and announced while casting; only a cost with an X has one.',
    de: 'Ein X in Kosten wird beim Wirken gewählt und angesagt; nur Kosten mit X haben eines.',
  },
  '115.5': {
    en: "A spell or ability can't target itself.",
    de: 'Ein Zauberspruch oder eine Fähigkeit kann sich nicht selbst als Ziel haben.',
  },
  '115.1': {
    en: 'Targets are chosen as a spell or ability is put on the stack.',
    de: 'Ziele werden gewählt, wenn ein Zauberspruch oder eine Fähigkeit auf den Stapel kommt.',
  },
  '115.4': {
    en: '"Any target" means a creature, player, planeswalker or battle.',
    de: '„Ein Ziel deiner Wahl“ bedeutet Kreatur, Spieler, Planeswalker oder Schlacht.',
  },
  '113.6': {
    en: "A permanent's abilities normally work only while it is on the battlefield.",
    de: 'Die Fähigkeiten einer bleibenden Karte wirken normalerweise nur, solange sie auf dem Schlachtfeld ist.',
  },
  '113.6b': {
    en: 'An ability that says which zones it works in works only there.',
    de: 'Eine Fähigkeit, die sagt, in welchen Zonen sie wirkt, wirkt nur dort.',
  },
  '113.6f': {
    en: "An object's ability changing the zones it may be played or cast from works in every zone.",
    de: 'Die Faehigkeit eines Objekts, die aendert, aus welchen Zonen es gespielt oder gewirkt werden darf, wirkt in jeder Zone.',
  },
  '113.6k': {
    en: 'A trigger condition that cannot trigger from the battlefield works in the zones it can trigger from.',
    de: 'Eine Auslösebedingung, die nicht vom Schlachtfeld aus auslösen kann, wirkt in den Zonen, aus denen sie auslösen kann.',
  },
  '113.6m': {
    en: 'An ability that moves its own object out of a zone works only in that zone.',
    de: 'Eine Fähigkeit, die ihr eigenes Objekt aus einer Zone bewegt, wirkt nur in dieser Zone.',
  },
  '116.2a': {
    en: 'Playing a land is a special action, normally once per turn, in your main phase with an empty stack.',
    de: 'Ein Land zu spielen ist eine Sonderaktion, normalerweise einmal pro Zug, in deiner Hauptphase bei leerem Stapel.',
  },
  '117.1a': {
    en: 'Instants can be cast whenever you have priority; other spells only in your main phase with an empty stack.',
    de: 'Spontanzauber gehen immer mit Priorität; andere Zauber nur in deiner Hauptphase bei leerem Stapel.',
  },
  '117.1b': {
    en: 'Activated abilities (other than mana abilities) can be activated whenever you have priority.',
    de: 'Aktivierte Fähigkeiten (außer Manafähigkeiten) dürfen immer mit Priorität aktiviert werden.',
  },
  '117.1d': {
    en: 'Mana abilities can be activated with priority or while paying a mana cost.',
    de: 'Manafähigkeiten dürfen mit Priorität oder beim Bezahlen von Manakosten aktiviert werden.',
  },
  '117.3a': {
    en: 'The active player receives priority at the start of most steps, after turn-based actions.',
    de: 'Der aktive Spieler erhält zu Beginn der meisten Segmente Priorität, nach den rundenbasierten Aktionen.',
  },
  '117.3b': {
    en: 'After a spell or ability resolves, the active player receives priority.',
    de: 'Nachdem ein Zauberspruch oder eine Fähigkeit verrechnet wurde, erhält der aktive Spieler Priorität.',
  },
  '117.3c': {
    en: 'A player who casts a spell, activates an ability or takes a special action while holding priority gets priority again afterwards.',
    de: 'Wer mit Priorität einen Zauber wirkt, eine Fähigkeit aktiviert oder eine Sonderaktion ausführt, erhält danach erneut Priorität.',
  },
  '117.3d': {
    en: 'A player who passes gives priority to the next player in turn order.',
    de: 'Wer passt, gibt die Priorität an den nächsten Spieler in Zugreihenfolge weiter.',
  },
  '117.4': {
    en: 'When all players pass in succession, the top of the stack resolves, or the step ends if the stack is empty.',
    de: 'Passen alle Spieler nacheinander, wird das oberste Objekt des Stapels verrechnet oder, bei leerem Stapel, endet das Segment.',
  },
  '117.5': {
    en: 'Before a player receives priority, state-based actions are performed and triggers go on the stack.',
    de: 'Bevor ein Spieler Priorität erhält, werden zustandsbasierte Aktionen ausgeführt und Auslöser auf den Stapel gelegt.',
  },
  '119.5': {
    en: 'An effect that sets a life total makes the player gain or lose the difference.',
    de: 'Ein Effekt, der eine Lebenspunktzahl festlegt, lässt den Spieler die Differenz erhalten oder verlieren.',
  },
  '119.3': {
    en: 'Gaining or losing life adjusts the life total.',
    de: 'Lebenspunkte gewinnen oder verlieren ändert die Lebenspunktzahl.',
  },
  '120.3': {
    en: 'Damage has results depending on what it is dealt to.',
    de: 'Schaden hat je nach Empfänger unterschiedliche Folgen.',
  },
  '120.3a': {
    en: 'Damage to a player (without infect) makes them lose that much life.',
    de: 'Schaden an einem Spieler (ohne Infizieren) lässt ihn so viele Lebenspunkte verlieren.',
  },
  '120.3b': {
    en: 'Damage to a player from a source with infect gives poison counters.',
    de: 'Schaden an einem Spieler durch eine Quelle mit Infizieren gibt Giftmarken.',
  },
  '120.3c': {
    en: 'Damage to a planeswalker removes that many loyalty counters.',
    de: 'Schaden an einem Planeswalker entfernt ebenso viele Loyalitätsmarken.',
  },
  '120.3d': {
    en: 'Damage to a creature from a source with wither or infect becomes -1/-1 counters.',
    de: 'Schaden an einer Kreatur durch eine Quelle mit Verdorren oder Infizieren wird zu -1/-1-Marken.',
  },
  '120.3e': {
    en: 'Damage to a creature (without wither or infect) is marked on it.',
    de: 'Schaden an einer Kreatur (ohne Verdorren oder Infizieren) wird auf ihr markiert.',
  },
  '121.1': {
    en: 'Drawing puts the top card of the library into the hand.',
    de: 'Ziehen nimmt die oberste Karte der Bibliothek auf die Hand.',
  },
  '121.2': { en: 'Several cards are drawn one at a time.', de: 'Mehrere Karten werden einzeln nacheinander gezogen.' },
  '202.3': {
    en: 'Mana value is the total amount of mana in a mana cost.',
    de: 'Der Manabetrag ist die Gesamtmenge an Mana in den Manakosten.',
  },
  '202.3e': {
    en: 'On the stack, an X in a mana cost adds the number chosen for it to the mana value; elsewhere it adds nothing.',
    de: 'Auf dem Stapel zaehlt ein X in den Manakosten mit der dafuer gewaehlten Zahl zum Manabetrag, sonst mit null.',
  },
  '202.2': {
    en: 'An object has the colors of the mana symbols in its cost.',
    de: 'Ein Objekt hat die Farben der Manasymbole in seinen Kosten.',
  },
  '301.1': {
    en: 'Artifact spells: your main phase, priority, empty stack.',
    de: 'Artefaktzauber: deine Hauptphase, Priorität, leerer Stapel.',
  },
  '302.1': {
    en: 'Creature spells: your main phase, priority, empty stack.',
    de: 'Kreaturenzauber: deine Hauptphase, Priorität, leerer Stapel.',
  },
  '303.1': {
    en: 'Enchantment spells: your main phase, priority, empty stack.',
    de: 'Verzauberungszauber: deine Hauptphase, Priorität, leerer Stapel.',
  },
  '304.1': {
    en: 'Instants can be cast whenever you have priority.',
    de: 'Spontanzauber dürfen immer gewirkt werden, wenn du Priorität hast.',
  },
  '305.9': {
    en: 'A land card can only be played, never cast.',
    de: 'Eine Landkarte kann nur gespielt, nie gewirkt werden.',
  },
  '306.1': {
    en: 'Planeswalker spells: your main phase, priority, empty stack.',
    de: 'Planeswalkerzauber: deine Hauptphase, Priorität, leerer Stapel.',
  },
  '306.5b': {
    en: 'A planeswalker enters with loyalty counters equal to its printed loyalty.',
    de: 'Ein Planeswalker kommt mit Loyalitätsmarken in Höhe seiner aufgedruckten Loyalität ins Spiel.',
  },
  '302.6': {
    en: "Summoning sickness: a creature can't attack or use {T} abilities unless controlled continuously since its controller's turn began.",
    de: 'Einsatzverzögerung: Eine Kreatur kann nur angreifen oder {T}-Fähigkeiten nutzen, wenn sie seit Beginn des Zuges ihres Beherrschers unter dessen Kontrolle ist.',
  },
  '305.6': {
    en: 'There are five basic land types: Plains, Island, Swamp, Mountain and Forest.',
    de: 'Es gibt fünf Grundlandarten: Ebene, Insel, Sumpf, Gebirge und Wald.',
  },
  '305.1': {
    en: "Lands are played (not cast) in your main phase with an empty stack; this doesn't use the stack.",
    de: 'Länder werden in deiner Hauptphase bei leerem Stapel gespielt (nicht gewirkt); das benutzt den Stapel nicht.',
  },
  '401.4': {
    en: 'Cards put into one position of a library at the same time are arranged by their owner, who keeps the order hidden.',
    de: 'Karten, die gleichzeitig an dieselbe Stelle einer Bibliothek kommen, ordnet ihr Besitzer verdeckt an.',
  },
  '305.2': {
    en: 'Normally you can play only one land per turn.',
    de: 'Normalerweise darfst du nur ein Land pro Zug spielen.',
  },
  '307.1': {
    en: 'Sorceries (and other sorcery-speed spells) need your main phase, priority and an empty stack.',
    de: 'Hexereien (und andere langsame Zauber) brauchen deine Hauptphase, Priorität und einen leeren Stapel.',
  },
  '310.1': {
    en: 'Battle spells: your main phase, priority, empty stack.',
    de: 'Schlachtzauber: deine Hauptphase, Priorität, leerer Stapel.',
  },
  '310.4b': {
    en: 'A battle enters with defense counters equal to its printed defense.',
    de: 'Eine Schlacht kommt mit Verteidigungsmarken in Höhe ihrer aufgedruckten Verteidigung ins Spiel.',
  },
  '310.6': {
    en: 'Damage to a battle removes that many defense counters.',
    de: 'Schaden an einer Schlacht entfernt ebenso viele Verteidigungsmarken.',
  },
  '310.8a': {
    en: 'A battle gets a protector as it enters; one without a battle type is protected by its controller.',
    de: 'Eine Schlacht erhält beim Eintreten einen Beschützer; eine ohne Schlachttyp beschützt ihr Beherrscher.',
  },
  '310.8b': {
    en: "A battle's protector can't attack it; players for whom the protector defends can.",
    de: 'Der Beschützer einer Schlacht kann sie nicht angreifen; wer gegen den Beschützer angreift, schon.',
  },
  '310.11a': {
    en: 'As a Siege enters, its controller chooses an opponent to protect it.',
    de: 'Wenn eine Belagerung ins Spiel kommt, wählt ihr Beherrscher einen Gegner als Beschützer.',
  },
  '310.11b': {
    en: 'A Siege has an ability of its own: when its last defense counter is removed, it is exiled and may be cast transformed for free.',
    de: 'Eine Belagerung hat eine eigene Fähigkeit: Wird ihre letzte Verteidigungsmarke entfernt, wird sie ins Exil geschickt und darf transformiert kostenlos gewirkt werden.',
  },
  '402.2': {
    en: 'A player may hold any number of cards, but in their cleanup step they discard down to their maximum hand size, seven unless changed.',
    de: 'Ein Spieler darf beliebig viele Karten halten, wirft aber im Aufräumsegment bis zu seiner Handkartenhöchstzahl ab, sieben, sofern nichts sie ändert.',
  },
  '205.3i': {
    en: 'The land types include the five basic ones: Plains, Island, Swamp, Mountain and Forest.',
    de: 'Zu den Landtypen gehören die fünf Standardlandtypen: Ebene, Insel, Sumpf, Gebirge und Wald.',
  },
  '400.7': {
    en: 'An object that changes zones becomes a new object with no memory of its past.',
    de: 'Ein Objekt, das die Zone wechselt, wird ein neues Objekt ohne Erinnerung an früher.',
  },
  '400.7e': {
    en: 'An ability that triggers on an object moving to a public zone can find the new object it became there.',
    de: 'Eine Fähigkeit, die auslöst, wenn ein Objekt in eine öffentliche Zone wechselt, findet das neue Objekt dort.',
  },
  '405.5': {
    en: 'When all players pass, the top object of the stack resolves; with an empty stack the step ends.',
    de: 'Passen alle, wird das oberste Objekt des Stapels verrechnet; bei leerem Stapel endet das Segment.',
  },
  '500.2': {
    en: 'A step with priority ends only when the stack is empty and all players pass in succession.',
    de: 'Ein Segment mit Priorität endet erst, wenn der Stapel leer ist und alle nacheinander passen.',
  },
  '500.5': {
    en: 'As each step and phase ends, unspent mana empties from mana pools.',
    de: 'Am Ende jedes Segments und jeder Phase leeren sich die Manavorräte.',
  },
  '502.1': {
    en: 'Untap step, first: permanents phase in or out.',
    de: 'Enttappsegment, zuerst: Permanents phasen ein oder aus.',
  },
  '502.3': {
    en: 'Untap step: the active player untaps their permanents.',
    de: 'Enttappsegment: Der aktive Spieler enttappt seine bleibenden Karten.',
  },
  '502.4': { en: 'Nobody receives priority in the untap step.', de: 'Im Enttappsegment erhält niemand Priorität.' },
  '503.1': {
    en: 'Upkeep has no turn-based actions; the active player receives priority.',
    de: 'Das Versorgungssegment hat keine rundenbasierten Aktionen; der aktive Spieler erhält Priorität.',
  },
  '504.1': {
    en: 'Draw step: the active player draws a card.',
    de: 'Ziehsegment: Der aktive Spieler zieht eine Karte.',
  },
  '505.1': {
    en: 'Each turn has a precombat and a postcombat main phase.',
    de: 'Jeder Zug hat eine Hauptphase vor und eine nach dem Kampf.',
  },
  '505.6b': {
    en: 'In a main phase the active player may play one land with priority and an empty stack.',
    de: 'In einer Hauptphase darf der aktive Spieler mit Priorität und leerem Stapel ein Land spielen.',
  },
  '508.4': {
    en: 'A creature put onto the battlefield attacking attacks what its controller chooses; it was never declared as an attacker.',
    de: 'Eine angreifend ins Spiel gebrachte Kreatur greift an, was ihr Beherrscher wählt; als Angreifer deklariert wurde sie nie.',
  },
  '508.4a': {
    en: 'A creature put onto the battlefield attacking a player or permanent that is gone enters but is not attacking.',
    de: 'Eine Kreatur, die angreifend ins Spiel kommt, während das Angriffsziel fort ist, greift nicht an.',
  },
  '508.4d': {
    en: 'A creature put onto the battlefield attacking from the declare blockers step on enters unblocked.',
    de: 'Eine ab dem Schritt "Blocker deklarieren" angreifend ins Spiel gebrachte Kreatur ist ungeblockt.',
  },
  '506.3': {
    en: 'Only creatures attack or block; only players, planeswalkers and battles can be attacked.',
    de: 'Nur Kreaturen greifen an oder blocken; angegriffen werden nur Spieler, Planeswalker und Schlachten.',
  },
  '506.2': {
    en: 'In a two-player game the nonactive player defends: they and their planeswalkers and battles can be attacked.',
    de: 'Im Spiel zu zweit verteidigt der nichtaktive Spieler: Er, seine Planeswalker und seine Schlachten können angegriffen werden.',
  },
  '506.4': {
    en: 'A permanent that leaves the battlefield is removed from combat.',
    de: 'Eine bleibende Karte, die das Schlachtfeld verlässt, wird aus dem Kampf entfernt.',
  },
  '506.4b': {
    en: "Tapping or untapping an attacker or blocker doesn't remove it from combat.",
    de: 'Tappen oder Enttappen nimmt einen Angreifer oder Blocker nicht aus dem Kampf.',
  },
  '506.4c': {
    en: 'If the attacked planeswalker or battle leaves, the creature still attacks but, unblocked, deals no damage.',
    de: 'Verlässt der angegriffene Planeswalker oder die Schlacht den Kampf, greift die Kreatur weiter an, fügt ungeblockt aber keinen Schaden zu.',
  },
  '507.1': {
    en: 'Beginning of combat: in multiplayer the defending player is chosen; then priority.',
    de: 'Beginn des Kampfes: Im Mehrspielerspiel wird der verteidigende Spieler bestimmt; dann Priorität.',
  },
  '508.1': {
    en: 'Declare attackers: as the step begins, the active player declares attackers (turn-based action).',
    de: 'Angreifer deklarieren: Zu Beginn des Segments deklariert der aktive Spieler die Angreifer (rundenbasierte Aktion).',
  },
  '508.1a': {
    en: 'Attackers must be untapped creatures the active player controls, without summoning sickness unless they have haste.',
    de: 'Angreifer müssen ungetappte Kreaturen des aktiven Spielers sein, ohne Einsatzverzögerung außer mit Eile.',
  },
  '508.1b': {
    en: 'When it matters, the active player says which player, planeswalker or battle each attacker attacks.',
    de: 'Wenn es darauf ankommt, sagt der aktive Spieler an, welchen Spieler, Planeswalker oder welche Schlacht jeder Angreifer angreift.',
  },
  '508.1c': {
    en: 'Attack restrictions ("can\'t attack") must be obeyed.',
    de: 'Angriffseinschränkungen („kann nicht angreifen“) müssen eingehalten werden.',
  },
  '508.1d': {
    en: 'Attack requirements ("attacks each combat if able") must be obeyed as far as possible without breaking a restriction.',
    de: 'Angriffspflichten („greift in jedem Kampf an, falls möglich“) sind so weit zu erfüllen, wie es ohne Verstoß gegen eine Einschränkung geht.',
  },
  '508.1h': {
    en: 'Attacking may have a cost: the active player works out the total cost to attack and then pays it all, no partial payment.',
    de: 'Angreifen kann Kosten haben: Der aktive Spieler bestimmt die Gesamtkosten des Angriffs und bezahlt sie dann ganz, nicht teilweise.',
  },
  '508.1f': {
    en: 'Declared attackers become tapped (not a cost).',
    de: 'Deklarierte Angreifer werden getappt (keine Kosten).',
  },
  '508.3a': {
    en: 'An ability that triggers when a creature attacks triggers when it is declared as an attacker.',
    de: 'Eine Fähigkeit, die auslöst, wenn eine Kreatur angreift, löst aus, wenn sie als Angreifer deklariert wird.',
  },
  '508.8': {
    en: 'If no creatures attack, the declare blockers and combat damage steps are skipped.',
    de: 'Greift keine Kreatur an, werden die Segmente „Blocker deklarieren“ und „Kampfschaden“ übersprungen.',
  },
  '500.7': {
    en: 'An extra turn is added directly after the turn the effect names; of several, the one created last comes first.',
    de: 'Ein zusätzlicher Zug wird direkt nach dem genannten Zug eingefügt; von mehreren kommt der zuletzt erzeugte zuerst.',
  },
  '614.10': {
    en: 'Skipping a step, phase or turn is a replacement effect: instead of it, nothing happens.',
    de: 'Einen Schritt, eine Phase oder einen Zug zu überspringen ist ein Ersetzungseffekt: statt seiner geschieht nichts.',
  },
  '500.1': {
    en: 'A turn has five phases: beginning, precombat main, combat, postcombat main, ending.',
    de: 'Ein Zug hat fünf Phasen: Anfang, erste Hauptphase, Kampf, zweite Hauptphase, Ende.',
  },
  '509.1': {
    en: 'Declare blockers: as the step begins, the defending player declares blockers (turn-based action).',
    de: 'Blocker deklarieren: Zu Beginn des Segments deklariert der verteidigende Spieler die Blocker (rundenbasierte Aktion).',
  },
  '509.1a': {
    en: 'Blockers must be untapped creatures the defending player controls; each blocks one attacker.',
    de: 'Blocker müssen ungetappte Kreaturen des Verteidigers sein; jede blockt einen Angreifer.',
  },
  '509.1b': {
    en: 'Block restrictions ("can\'t block", evasion) must be obeyed.',
    de: 'Blockeinschränkungen („kann nicht blocken“, Ausweichfähigkeiten) müssen eingehalten werden.',
  },
  '509.1c': {
    en: 'Block requirements ("all creatures able to block it do so") must be obeyed as far as possible without breaking a restriction.',
    de: 'Blockpflichten („alle Kreaturen, die blocken können, tun dies“) sind so weit zu erfüllen, wie es ohne Verstoß gegen eine Einschränkung geht.',
  },
  '509.1g': {
    en: 'Each chosen creature becomes a blocking creature.',
    de: 'Jede gewählte Kreatur wird zur blockenden Kreatur.',
  },
  '509.1h': {
    en: 'An attacker with blockers declared is blocked, even if they later leave; one without is unblocked.',
    de: 'Ein Angreifer mit deklarierten Blockern ist geblockt, auch wenn sie später verschwinden; einer ohne ist ungeblockt.',
  },
  '510.1': {
    en: 'Combat damage: each attacking and blocking creature assigns combat damage equal to its power.',
    de: 'Kampfschaden: Jede angreifende und blockende Kreatur teilt Kampfschaden in Höhe ihrer Stärke zu.',
  },
  '510.1a': {
    en: 'A creature assigns combat damage equal to its power; 0 or less assigns none.',
    de: 'Eine Kreatur teilt Kampfschaden in Höhe ihrer Stärke zu; bei 0 oder weniger keinen.',
  },
  '510.1b': {
    en: 'An unblocked creature assigns its damage to what it attacks.',
    de: 'Eine ungeblockte Kreatur teilt ihren Schaden dem Angegriffenen zu.',
  },
  '510.1c': {
    en: 'A blocked creature divides its damage among its blockers as its controller chooses; with none left, it deals none.',
    de: 'Eine geblockte Kreatur verteilt ihren Schaden beliebig auf ihre Blocker; sind keine mehr da, fügt sie keinen zu.',
  },
  '510.1d': {
    en: 'A blocking creature assigns its damage to the creature it blocks.',
    de: 'Eine blockende Kreatur teilt ihren Schaden der geblockten Kreatur zu.',
  },
  '510.2': {
    en: 'All combat damage is dealt simultaneously.',
    de: 'Der gesamte Kampfschaden wird gleichzeitig zugefügt.',
  },
  '510.4': {
    en: 'With first or double strike in combat there are two combat damage steps.',
    de: 'Mit Erst- oder Doppelschlag im Kampf gibt es zwei Kampfschadenssegmente.',
  },
  '511.1': {
    en: 'End of combat has no turn-based actions; the active player receives priority.',
    de: 'Ende des Kampfes hat keine rundenbasierten Aktionen; der aktive Spieler erhält Priorität.',
  },
  '511.3': {
    en: 'As end of combat ends, all creatures are removed from combat.',
    de: 'Am Ende des Segments „Ende des Kampfes“ werden alle Kreaturen aus dem Kampf entfernt.',
  },
  '513.1': {
    en: 'End step has no turn-based actions; the active player receives priority.',
    de: 'Das Endsegment hat keine rundenbasierten Aktionen; der aktive Spieler erhält Priorität.',
  },
  '514.1': {
    en: 'Cleanup: the active player discards down to their maximum hand size.',
    de: 'Aufräumsegment: Der aktive Spieler wirft bis auf seine Handkartenhöchstzahl ab.',
  },
  '514.2': {
    en: 'Cleanup: damage is removed and "until end of turn" effects end, simultaneously.',
    de: 'Aufräumsegment: Schaden wird entfernt und „bis zum Ende des Zuges“-Effekte enden, gleichzeitig.',
  },
  '514.3': {
    en: 'Normally nobody receives priority in the cleanup step.',
    de: 'Im Aufräumsegment erhält normalerweise niemand Priorität.',
  },
  '514.3a': {
    en: 'If state-based actions or triggers happen in cleanup, players get priority and another cleanup step follows.',
    de: 'Geschehen im Aufräumsegment zustandsbasierte Aktionen oder Auslöser, gibt es Priorität und danach ein weiteres Aufräumsegment.',
  },
  '601.3': {
    en: 'A spell can be cast only if a rule or effect allows it (normally from your hand).',
    de: 'Ein Zauber darf nur gewirkt werden, wenn eine Regel es erlaubt (normalerweise von der Hand).',
  },
  '602.1': {
    en: 'An activated ability is written as cost, colon, effect, then any activation instructions.',
    de: 'Eine aktivierte Fähigkeit lautet: Kosten, Doppelpunkt, Effekt, dann etwaige Aktivierungsanweisungen.',
  },
  '602.5b': {
    en: 'A limit such as "activate only once each turn" applies to that ability of that object.',
    de: 'Eine Beschränkung wie „nur einmal pro Zug aktivieren“ gilt für diese Fähigkeit dieses Objekts.',
  },
  '602.5d': {
    en: '"Activate only as a sorcery": only in your own main phase with an empty stack.',
    de: '„Nur wie eine Hexerei aktivieren“: nur in deiner eigenen Hauptphase bei leerem Stapel.',
  },
  '606.3': {
    en: 'One loyalty ability per permanent per turn, in your main phase with an empty stack.',
    de: 'Eine Loyalitätsfähigkeit pro bleibender Karte und Zug, in deiner Hauptphase bei leerem Stapel.',
  },
  '606.4': {
    en: "A loyalty ability's cost puts on or removes loyalty counters.",
    de: 'Die Kosten einer Loyalitätsfähigkeit legen Loyalitätsmarken hinzu oder entfernen sie.',
  },
  '606.6': {
    en: 'A loyalty ability that removes counters needs at least that many loyalty counters.',
    de: 'Eine Loyalitätsfähigkeit, die Marken entfernt, braucht mindestens so viele Loyalitätsmarken.',
  },
  '107.6': {
    en: "The untap symbol {Q}: an untapped permanent can't be untapped to pay.",
    de: 'Das Enttapsymbol {Q}: Eine ungetappte bleibende Karte kann dafür nicht enttappt werden.',
  },
  '119.4': {
    en: 'A player can pay life only if their life total is at least the amount.',
    de: 'Lebenspunkte zahlen geht nur, wenn man mindestens so viele hat.',
  },
  '701.21a': {
    en: "Sacrificing moves a permanent you control from the battlefield to its owner's graveyard.",
    de: 'Opfern legt eine bleibende Karte, die man kontrolliert, vom Spielfeld auf den Friedhof ihres Besitzers.',
  },
  '701.9b': {
    en: 'Normally the player who discards picks the cards, unless the effect says random or lets someone else pick.',
    de: 'Normalerweise wählt der abwerfende Spieler die Karten, außer der Effekt sagt „zufällig“ oder lässt jemand anderen wählen.',
  },
  '701.12a': {
    en: 'An exchange happens entirely or not at all: if part of it cannot be done, nothing is exchanged.',
    de: 'Ein Tausch geschieht ganz oder gar nicht: ist ein Teil unmöglich, wird nichts getauscht.',
  },
  '701.12b': {
    en: 'Exchanging control of two permanents: each of their two controllers gains control of the other one; under one controller nothing happens.',
    de: 'Beim Tausch der Kontrolle über zwei bleibende Karten erhält jeder der beiden Beherrscher die andere; bei nur einem Beherrscher geschieht nichts.',
  },
  '701.14a': {
    en: 'In a fight, each of the two creatures deals damage equal to its power to the other.',
    de: 'Bei einem Kampf fügt jede der beiden Kreaturen der anderen Schaden in Höhe ihrer Stärke zu.',
  },
  '701.14b': {
    en: 'If either creature has left the battlefield or stopped being a creature, nobody deals fight damage.',
    de: 'Hat eine der Kreaturen das Schlachtfeld verlassen oder ist keine Kreatur mehr, teilt keine Kampfschaden aus.',
  },
  '701.17a': {
    en: 'Milling N: the player moves the top N cards of their library to their graveyard.',
    de: 'N Karten millen: Der Spieler legt die obersten N Karten seiner Bibliothek auf seinen Friedhof.',
  },
  '701.17b': {
    en: "A player can't mill more cards than their library holds; told to, they mill what there is.",
    de: 'Man kann nicht mehr Karten millen als die Bibliothek hat; muss man es, millt man, was da ist.',
  },
  '701.20a': {
    en: 'Revealing a card shows it to all players for a moment; it stays where it is.',
    de: 'Eine Karte aufdecken heißt, sie allen Spielern kurz zu zeigen; sie bleibt, wo sie ist.',
  },
  '701.20e': {
    en: 'Looking at cards is like revealing them, but only the named player sees them.',
    de: 'Karten anschauen ist wie Aufdecken, nur dass allein der genannte Spieler sie sieht.',
  },
  '701.30a': {
    en: 'To clash, a player shows the top card of their library, then may move it to the bottom.',
    de: 'Beim Vergleichen zeigt ein Spieler die oberste Karte seiner Bibliothek und darf sie danach unter die Bibliothek legen.',
  },
  '701.30b': {
    en: 'Clashing with an opponent: pick one opponent; then both of you clash.',
    de: 'Mit einem Gegner vergleichen: Wähle einen Gegner; dann vergleicht ihr beide.',
  },
  '701.30d': {
    en: 'The clash is won by the player whose shown card has a greater mana value than every other card shown.',
    de: 'Das Vergleichen gewinnt, wessen gezeigte Karte einen größeren Manawert hat als jede andere gezeigte Karte.',
  },
  '705.2': {
    en: 'The flipping player calls heads or tails; a correct call wins the flip, a wrong one loses it. Nobody else wins or loses.',
    de: 'Wer die Münze wirft, sagt Kopf oder Zahl an; stimmt die Ansage, gewinnt er den Wurf, sonst verliert er ihn. Niemand sonst gewinnt oder verliert.',
  },
  '701.22a': {
    en: 'Scry N: look at your top N cards, then put any of them on the bottom and the others back on top, each group in any order.',
    de: 'Hellsicht N: Schau dir deine obersten N Karten an, lege beliebige davon unter die Bibliothek und den Rest zurück oben drauf, jeweils in beliebiger Reihenfolge.',
  },
  '701.22b': {
    en: 'Scry 0 is no scry: nothing happens and nothing triggers.',
    de: 'Hellsicht 0 ist keine Hellsicht: Es passiert nichts und nichts löst aus.',
  },
  '701.25a': {
    en: 'Surveil N: look at your top N cards, put any of them into your graveyard and the others back on top in any order.',
    de: 'Überwachen N: Schau dir deine obersten N Karten an, lege beliebige davon auf den Friedhof und den Rest in beliebiger Reihenfolge zurück oben drauf.',
  },
  '110.2a': {
    en: "An object an effect tells a player to put onto the battlefield enters under that player's control, unless the effect says otherwise.",
    de: 'Ein Objekt, das ein Spieler durch einen Effekt aufs Schlachtfeld bringt, kommt unter seine Kontrolle, außer der Effekt sagt etwas anderes.',
  },
  '122.6': {
    en: 'Putting counters on an object means on a permanent, or on an object that enters with counters.',
    de: 'Marken auf ein Objekt legen heißt: auf eine bleibende Karte oder auf ein Objekt, das mit Marken ins Spiel kommt.',
  },
  '107.14': {
    en: 'The energy symbol {E} is one energy counter; paying {E} removes one from yourself.',
    de: 'Das Energiesymbol {E} ist eine Energiemarke; {E} zu bezahlen entfernt eine von dir selbst.',
  },
  '107.4f': {
    en: 'A Phyrexian mana symbol is of its color and is paid with one mana of that color or with 2 life.',
    de: 'Ein phyrexianisches Manasymbol hat seine Farbe und wird mit einem Mana dieser Farbe oder mit 2 Lebenspunkten bezahlt.',
  },
  '601.2b': {
    en: 'Casting: the caster announces modes, variable amounts and how hybrid and Phyrexian symbols will be paid.',
    de: 'Wirken: Der Wirkende sagt Modi, variable Beträge und die Zahlweise hybrider und phyrexianischer Symbole an.',
  },
  '114.2': {
    en: 'A player who gets an emblem puts it into the command zone; that player owns and controls it.',
    de: 'Ein Spieler, der ein Emblem erhält, legt es in die Kommandozone; er besitzt und kontrolliert es.',
  },
  '114.4': {
    en: "An emblem's abilities work in the command zone.",
    de: 'Die Fähigkeiten eines Emblems wirken in der Kommandozone.',
  },
  '111.1': {
    en: 'Tokens are permanents created by effects, with no card behind them.',
    de: 'Spielsteine sind bleibende Karten, die durch Effekte erschaffen werden und keine Karte haben.',
  },
  '111.2': {
    en: 'Whoever creates a token owns it, and it enters under their control.',
    de: 'Wer einen Spielstein erschafft, besitzt ihn, und er kommt unter dessen Kontrolle ins Spiel.',
  },
  '111.4': {
    en: 'Without a given name, a token is named after its subtypes followed by "Token".',
    de: 'Ohne angegebenen Namen heißt ein Spielstein wie seine Untertypen, gefolgt von „Token“.',
  },
  '111.10a': {
    en: 'Treasure: a colorless artifact token that taps and is sacrificed for one mana of any color.',
    de: 'Schatz: ein farbloser Artefakt-Spielstein, der für ein Mana beliebiger Farbe getappt und geopfert wird.',
  },
  '111.10b': {
    en: 'Food: a colorless artifact token; pay {2}, tap and sacrifice it to gain 3 life.',
    de: 'Nahrung: ein farbloser Artefakt-Spielstein; zahle {2}, tappe und opfere ihn, um 3 Lebenspunkte zu erhalten.',
  },
  '111.10f': {
    en: 'Clue: a colorless artifact token; pay {2} and sacrifice it to draw a card.',
    de: 'Hinweis: ein farbloser Artefakt-Spielstein; zahle {2} und opfere ihn, um eine Karte zu ziehen.',
  },
  '701.16a': {
    en: 'Investigate means to create a Clue token.',
    de: 'Nachforschen heißt, einen Hinweis-Spielstein zu erschaffen.',
  },
  '119.9': {
    en: '"Whenever you gain life" means whenever a source makes you gain life; gaining 0 life is no event and triggers nothing.',
    de: '„Immer wenn du Lebenspunkte erhältst“ heißt: wenn eine Quelle dich Lebenspunkte erhalten lässt; 0 Lebenspunkte sind kein Ereignis und lösen nichts aus.',
  },
  '205.4a': {
    en: 'Supertypes (basic, legendary, ongoing, snow, world) come before the card types on the type line.',
    de: 'Übertypen (basic, legendär, fortwährend, verschneit, Welt) stehen in der Typzeile vor den Kartentypen.',
  },
  '701.23a': {
    en: 'Searching a zone means looking through all of it for a card that fits the description.',
    de: 'Eine Zone durchsuchen heißt, alle ihre Karten anzusehen und eine passende zu finden.',
  },
  '701.23b': {
    en: 'Searching a hidden zone for cards with a stated quality, a player may fail to find them even if they are there.',
    de: 'Wer eine verborgene Zone nach Karten mit einer bestimmten Eigenschaft durchsucht, muss sie nicht finden, auch wenn sie da sind.',
  },
  '701.24a': {
    en: 'Shuffling puts the cards in a random order no player knows.',
    de: 'Mischen bringt die Karten in eine zufällige Reihenfolge, die kein Spieler kennt.',
  },
  '701.19a': {
    en: 'A regeneration shield from a resolved spell or ability replaces the next destruction this turn: damage is removed, the permanent is tapped and leaves combat.',
    de: 'Ein Regenerationsschild eines verrechneten Zaubers oder einer Fähigkeit ersetzt die nächste Zerstörung in diesem Zug: Schaden wird entfernt, die bleibende Karte getappt und aus dem Kampf genommen.',
  },
  '701.19c': {
    en: 'A permanent that "can\'t be regenerated" is destroyed even with a shield; shields can still be made.',
    de: 'Eine bleibende Karte, die „nicht regeneriert werden kann“, wird trotz Schild zerstört; Schilde dürfen dennoch entstehen.',
  },
  '704.5d': {
    en: 'A token anywhere but the battlefield stops existing.',
    de: 'Ein Spielstein außerhalb des Schlachtfelds hört auf zu existieren.',
  },
  '603.6c': {
    en: 'A leaves-the-battlefield ability triggers when a permanent goes from the battlefield to any other zone.',
    de: 'Eine Verlässt-das-Schlachtfeld-Fähigkeit löst aus, wenn eine bleibende Karte vom Schlachtfeld in eine andere Zone geht.',
  },
  '603.8': {
    en: 'A state trigger fires once the game matches its condition, and not again while that ability is still waiting or on the stack.',
    de: 'Ein Zustandsauslöser löst aus, sobald das Spiel seine Bedingung erfüllt, und nicht erneut, solange diese Fähigkeit noch wartet oder auf dem Stapel liegt.',
  },
  '603.10a': {
    en: 'Leaves-the-battlefield triggers look back: the game checks the object as it was just before it left.',
    de: 'Verlässt-das-Schlachtfeld-Auslöser schauen zurück: Geprüft wird das Objekt, wie es unmittelbar vor dem Verlassen war.',
  },
  '509.3e': {
    en: 'A trigger on blocking or being blocked by some number of creatures looks at how many there are as blockers are declared.',
    de: 'Ein Auslöser für das Blocken oder Geblocktwerden durch eine Anzahl von Kreaturen zählt sie, wenn Blocker deklariert werden.',
  },
  '508.3b': {
    en: '"Whenever a player or permanent is attacked" triggers when at least one creature is declared attacking it.',
    de: '„Immer wenn ein Spieler oder eine bleibende Karte angegriffen wird“ löst aus, wenn mindestens eine Kreatur als Angreifer gegen ihn deklariert wird.',
  },
  '509.3a': {
    en: 'A "whenever this blocks" ability triggers once per combat when the creature is declared as a blocker.',
    de: 'Eine „Immer wenn dies blockt“-Fähigkeit löst einmal pro Kampf aus, wenn die Kreatur als Blocker deklariert wird.',
  },
  '509.3c': {
    en: 'A "whenever this becomes blocked" ability triggers once per combat, when blockers are declared for it.',
    de: 'Eine „Immer wenn dies geblockt wird“-Fähigkeit löst einmal pro Kampf aus, wenn Blocker für sie deklariert werden.',
  },
  '509.3b': {
    en: 'A "whenever this blocks a creature" ability triggers once for each attacking creature it blocks.',
    de: 'Eine „Immer wenn dies eine Kreatur blockt“-Fähigkeit löst einmal für jede angreifende Kreatur aus, die sie blockt.',
  },
  '509.3g': {
    en: 'An "attacks and isn\'t blocked" ability triggers in the declare blockers step, if no blockers were declared for it.',
    de: 'Eine „greift an und wird nicht geblockt“-Fähigkeit löst im Blockersegment aus, wenn keine Blocker für sie deklariert wurden.',
  },
  '603.2e': {
    en: 'A "becomes" trigger (becomes tapped, becomes blocked) triggers only as the event happens, not for a state that already exists.',
    de: 'Ein „wird“-Auslöser (wird getappt, wird geblockt) löst nur aus, wenn das Ereignis geschieht, nicht für einen schon bestehenden Zustand.',
  },
  '511.2': {
    en: 'Abilities that trigger "at end of combat" trigger as the end of combat step begins.',
    de: 'Fähigkeiten, die „am Ende des Kampfes“ auslösen, lösen zu Beginn des Kampfendesegments aus.',
  },
  '702.123a': {
    en: 'Fabricate N: when it enters, N +1/+1 counters go on it, or else N 1/1 Servo artifact creature tokens are made.',
    de: 'Fabrizieren N: Kommt es ins Spiel, erhält es N +1/+1-Marken, andernfalls entstehen N 1/1 Servo-Artefaktkreatur-Spielsteine.',
  },
  '702.136a': {
    en: 'Riot: it may enter with an extra +1/+1 counter; if not, it gains haste.',
    de: 'Krawall: Sie darf mit einer zusätzlichen +1/+1-Marke ins Spiel kommen; sonst erhält sie Eile.',
  },
  '702.63a': {
    en: 'Vanishing N: enters with N time counters, removes one each upkeep, sacrificed when the last is removed.',
    de: 'Schwinden N: kommt mit N Zeitmarken ins Spiel, verliert in jedem Versorgungssegment eine und wird geopfert, wenn die letzte entfernt wird.',
  },
  '702.43a': {
    en: 'Modular N: enters with N +1/+1 counters; when put into a graveyard, you may move that many to an artifact creature.',
    de: 'Modular N: kommt mit N +1/+1-Marken ins Spiel; kommt es auf den Friedhof, darfst du ebenso viele auf eine Artefaktkreatur legen.',
  },
  '509.3d': {
    en: 'A "whenever this becomes blocked by a creature" ability triggers once for each creature blocking it.',
    de: 'Eine „Immer wenn dies von einer Kreatur geblockt wird“-Fähigkeit löst für jede blockende Kreatur einmal aus.',
  },
  '702.112b': {
    en: 'Renowned is a marker with no rules meaning of its own; a permanent stays renowned until it leaves the battlefield.',
    de: 'Ruhmreich ist eine Markierung ohne eigene Regelbedeutung; eine bleibende Karte bleibt ruhmreich, bis sie das Spielfeld verlässt.',
  },
  '508.5': {
    en: "An attacking creature's ability that names a defending player means the player it attacks (or who defends what it attacks).",
    de: 'Nennt die Fähigkeit einer angreifenden Kreatur einen verteidigenden Spieler, ist der gemeint, den sie angreift (oder der das Angegriffene verteidigt).',
  },
  '603.2c': {
    en: 'One trigger event triggers an ability once, but an event made of several occurrences triggers it once for each.',
    de: 'Ein Auslöseereignis löst eine Fähigkeit einmal aus; ein Ereignis aus mehreren Vorkommen löst sie für jedes einmal aus.',
  },
  '508.3d': {
    en: 'A "whenever a player attacks" ability triggers once when that player declares one or more attackers.',
    de: 'Eine „Immer wenn ein Spieler angreift“-Fähigkeit löst einmal aus, wenn dieser Spieler einen oder mehrere Angreifer deklariert.',
  },
  '603.6e': {
    en: "An Aura's ability can trigger on the enchanted permanent leaving the battlefield and find both objects afterwards.",
    de: 'Die Fähigkeit einer Aura kann auslösen, wenn die verzauberte bleibende Karte das Spielfeld verlässt, und findet danach beide Objekte.',
  },
  '702.29c': {
    en: '"When you cycle this card" triggers when it is discarded to pay a cycling cost, from the zone it ends up in.',
    de: '„Wenn du diese Karte umwandelst“ löst aus, wenn sie zum Bezahlen von Umwandlungskosten abgeworfen wird, aus der Zone, in der sie landet.',
  },
  '603.2': {
    en: 'An ability triggers whenever its trigger event happens; it does nothing until put on the stack.',
    de: 'Eine Fähigkeit löst aus, sobald ihr Auslöseereignis eintritt; bis sie auf den Stapel kommt, tut sie nichts.',
  },
  '605.1a': {
    en: "An activated ability without targets that can add mana (and isn't a loyalty ability) is a mana ability.",
    de: 'Eine aktivierte Fähigkeit ohne Ziel, die Mana erzeugen kann (und keine Loyalitätsfähigkeit ist), ist eine Manafähigkeit.',
  },
  '603.3d': {
    en: 'Targets of a triggered ability are chosen as it goes on the stack; without legal ones it is removed.',
    de: 'Ziele einer ausgelösten Fähigkeit werden gewählt, wenn sie auf den Stapel kommt; ohne legale Ziele wird sie entfernt.',
  },
  '400.3': {
    en: "A card going to a hand, library or graveyard goes to its owner's.",
    de: 'Eine Karte, die auf eine Hand, in eine Bibliothek oder einen Friedhof kommt, kommt in die ihres Besitzers.',
  },
  '614.15': {
    en: 'A self-replacement effect: part of a resolving spell or ability replaces another of its own instructions.',
    de: 'Ein Selbstersetzungseffekt: Ein Teil eines verrechnenden Zauberspruchs oder einer Fähigkeit ersetzt eine andere seiner eigenen Anweisungen.',
  },
  '616.1a': {
    en: 'Among several replacement or prevention effects for one event, a self-replacement effect is applied first.',
    de: 'Unter mehreren Ersetzungs- oder Verhinderungseffekten für ein Ereignis wird ein Selbstersetzungseffekt zuerst angewandt.',
  },
  '610.3': {
    en: 'A one-shot effect that moves an object "until" an event is followed, right after that event, by a second one-shot effect that returns it.',
    de: 'Bewegt ein einmaliger Effekt ein Objekt „bis“ zu einem Ereignis, bringt direkt danach ein zweiter einmaliger Effekt es zurück.',
  },
  '610.3a': {
    en: "If the event already happened after the spell or activated ability was put on the stack, the object doesn't move at all.",
    de: 'Ist das Ereignis schon eingetreten, nachdem der Zauberspruch oder die aktivierte Fähigkeit auf den Stapel kam, bewegt sich das Objekt gar nicht.',
  },
  '610.3b': {
    en: 'The same for a triggered ability: an event already past since it triggered means the object stays where it is.',
    de: 'Ebenso bei einer ausgelösten Fähigkeit: Ist das Ereignis seit dem Auslösen schon eingetreten, bleibt das Objekt, wo es ist.',
  },
  '610.3c': {
    en: "An object returned to the battlefield this way comes back under its owner's control unless the effect says otherwise.",
    de: 'Ein so aufs Schlachtfeld zurückgebrachtes Objekt kommt unter die Kontrolle seines Besitzers, wenn der Effekt nichts anderes sagt.',
  },
  '701.13a': {
    en: 'Exiling moves an object to the exile zone.',
    de: 'Ins Exil schicken bewegt ein Objekt in die Exilzone.',
  },
  '122.1': {
    en: 'A counter is a marker on an object or player that changes it or interacts with rules.',
    de: 'Eine Marke liegt auf einem Objekt oder Spieler und verändert es oder wirkt mit Regeln zusammen.',
  },
  '122.1a': {
    en: 'A +X/+Y counter adds X to power and Y to toughness; a -X/-Y counter subtracts.',
    de: 'Eine +X/+Y-Marke erhöht Stärke um X und Widerstandskraft um Y; eine -X/-Y-Marke senkt sie.',
  },
  '122.1b': {
    en: 'A keyword counter (flying, lifelink, …) gives its object that keyword.',
    de: 'Eine Schlüsselwortmarke (Flugfähigkeit, Lebensverknüpfung, …) verleiht ihrem Objekt dieses Schlüsselwort.',
  },
  '122.1c': {
    en: 'Shield counters: destruction by an effect removes a shield counter instead, and damage to the permanent is prevented and removes one.',
    de: 'Schildmarken: Zerstörung durch einen Effekt entfernt stattdessen eine Schildmarke, und Schaden an der bleibenden Karte wird verhindert und entfernt eine.',
  },
  '122.1d': {
    en: 'Stun counters: a permanent with one that would untap loses a stun counter instead.',
    de: 'Betäubungsmarken: Eine bleibende Karte mit einer solchen, die enttappt würde, verliert stattdessen eine Betäubungsmarke.',
  },
  '122.1f': {
    en: 'A player with ten or more poison counters loses the game; one or more makes them poisoned.',
    de: 'Ein Spieler mit zehn oder mehr Giftmarken verliert das Spiel; schon eine macht ihn vergiftet.',
  },
  '122.1h': {
    en: 'Finality counters: a permanent with one that would go to a graveyard from the battlefield is exiled instead.',
    de: 'Endgültigkeitsmarken: Eine bleibende Karte mit einer solchen, die vom Schlachtfeld auf den Friedhof käme, wird stattdessen ins Exil geschickt.',
  },
  '602.2': {
    en: "Activating an ability puts it on the stack; only the object's controller may activate it.",
    de: 'Eine Fähigkeit zu aktivieren legt sie auf den Stapel; nur der Beherrscher des Objekts darf sie aktivieren.',
  },
  '118.12a': {
    en: '"Do something unless a player does something else": that player may do it; if not, it is done.',
    de: '„Tu etwas, außer ein Spieler tut etwas anderes“: Der Spieler darf es tun; sonst geschieht es.',
  },
  '702.29e': {
    en: 'Typecycling: pay, discard the card, search for a card of the type and put it into your hand.',
    de: 'Typenzyklus: bezahlen, die Karte abwerfen, eine Karte des Typs suchen und auf die Hand nehmen.',
  },
  '702.83a': {
    en: 'Exalted: a creature of yours attacking alone gets +1/+1 until end of turn, once per instance.',
    de: 'Erhaben: Eine deiner Kreaturen, die allein angreift, erhält +1/+1 bis zum Ende des Zuges, je Instanz.',
  },
  '702.79a': {
    en: 'Persist: dying without -1/-1 counters, it comes back with one.',
    de: 'Beharrlichkeit: Stirbt sie ohne -1/-1-Marken, kehrt sie mit einer zurück.',
  },
  '702.93a': {
    en: 'Undying: dying without +1/+1 counters, it comes back with one.',
    de: 'Unsterblichkeit: Stirbt sie ohne +1/+1-Marken, kehrt sie mit einer zurück.',
  },
  '702.41a': {
    en: 'Affinity for a quality: the spell costs {1} less to cast for each permanent of that kind its caster controls.',
    de: 'Affinität: Der Zauberspruch kostet für jede bleibende Karte dieser Art, die sein Wirker kontrolliert, {1} weniger.',
  },
  '702.92a': {
    en: 'Living weapon: as the Equipment enters, a 0/0 black Phyrexian Germ token is made and it is attached to it.',
    de: 'Lebende Waffe: Kommt die Ausrüstung ins Spiel, entsteht ein 0/0 schwarzer phyrexianischer Keim-Spielstein, an den sie angelegt wird.',
  },
  '702.163a': {
    en: 'For Mirrodin!: as the Equipment enters, a 2/2 red Rebel token is made and it is attached to it.',
    de: 'Für Mirrodin!: Kommt die Ausrüstung ins Spiel, entsteht ein 2/2 roter Rebell-Spielstein, an den sie angelegt wird.',
  },
  '702.122a': {
    en: 'Crew N: tap other untapped creatures you control with total power N or more, and the Vehicle becomes an artifact creature until end of turn.',
    de: 'Besatzung N: Tappe andere ungetappte Kreaturen, die du kontrollierst, mit zusammen Stärke N oder mehr, und das Fahrzeug wird bis zum Ende des Zuges eine Artefaktkreatur.',
  },
  '702.101a': {
    en: 'Extort: on each spell you cast you may pay {W/B} to drain each opponent for 1.',
    de: 'Erpressen: Bei jedem gewirkten Zauberspruch darfst du {W/B} zahlen, um jedem Gegner 1 Leben abzusaugen.',
  },
  '506.5': {
    en: 'A creature attacks alone if it is the only one declared as an attacker that combat.',
    de: 'Eine Kreatur greift allein an, wenn sie in diesem Kampf als einzige als Angreifer deklariert wurde.',
  },
  '601.2d': {
    en: 'A spell that divides damage or counters has its division announced as it is cast; each target gets at least 1.',
    de: 'Ein Zauberspruch, der Schaden oder Marken aufteilt, wird beim Wirken mit seiner Aufteilung angesagt; jedes Ziel erhält mindestens 1.',
  },
  '702.21a': {
    en: 'Ward: a spell or ability of an opponent targeting this permanent is countered unless they pay the ward cost.',
    de: 'Schutzgebühr: Ein Zauberspruch oder eine Fähigkeit eines Gegners, die diese bleibende Karte als Ziel hat, wird neutralisiert, außer er zahlt die Kosten.',
  },
  '702.74a': {
    en: 'Evoke: cast it for its evoke cost instead of its mana cost; then it is sacrificed as it enters.',
    de: 'Herbeirufen: Für die Herbeirufungskosten statt der Manakosten wirken; dann wird sie beim Eintreten geopfert.',
  },
  '701.35a': {
    en: "Detain: until its detainer's next turn, the permanent can't attack or block, nor can its activated abilities be activated.",
    de: 'Festhalten: Bis zum nächsten Zug des Festhaltenden kann die bleibende Karte weder angreifen noch blocken, und ihre aktivierten Fähigkeiten können nicht aktiviert werden.',
  },
  '800.4m': {
    en: 'An effect lasting until the next turn of a player who left the game ends when that turn would have started.',
    de: 'Ein Effekt, der bis zum nächsten Zug eines ausgeschiedenen Spielers dauert, endet, wenn dieser Zug begonnen hätte.',
  },
  '701.36a': {
    en: 'To populate, choose a creature token you control and create a token that is a copy of it.',
    de: 'Beim Bevölkern wählst du einen Kreaturenspielstein, den du kontrollierst, und erzeugst eine Kopie davon.',
  },
  '701.34a': {
    en: 'Proliferate: each chosen permanent and player gets another counter of each kind it already has.',
    de: 'Wuchern: Jede gewählte bleibende Karte und jeder gewählte Spieler erhält eine weitere Marke jeder Art, die sie schon hat.',
  },
  '603.7a': {
    en: 'A resolving spell or ability can create a delayed triggered ability, which triggers later.',
    de: 'Ein verrechnender Zauberspruch oder eine Fähigkeit kann eine verzögert ausgelöste Fähigkeit erzeugen, die später auslöst.',
  },
  '603.12': {
    en: 'A reflexive triggered ability is made as a spell or ability resolves and triggers at once when the action it waits for was taken.',
    de: 'Eine reflexiv ausgelöste Fähigkeit entsteht beim Verrechnen und löst sofort aus, wenn die Handlung, auf die sie wartet, ausgeführt wurde.',
  },
  '603.7b': {
    en: 'A delayed triggered ability triggers only once, the next time its event happens.',
    de: 'Eine verzögert ausgelöste Fähigkeit löst nur einmal aus, beim nächsten Eintreten ihres Ereignisses.',
  },
  '702.35a': {
    en: 'Madness: discarded, the card is exiled instead, and its owner may then cast it for its madness cost.',
    de: 'Wahnsinn: Abgeworfen wird die Karte stattdessen ins Exil geschickt, und ihr Besitzer darf sie dann für ihre Wahnsinnskosten wirken.',
  },
  '702.35b': {
    en: 'Casting a spell for its madness cost follows the rules for alternative costs.',
    de: 'Einen Zauberspruch für seine Wahnsinnskosten zu wirken folgt den Regeln für alternative Kosten.',
  },
  '702.112a': {
    en: 'Renown N: its first combat damage to a player gives it N +1/+1 counters, and it becomes renowned.',
    de: 'Ruhm N: Sein erster Kampfschaden an einem Spieler gibt ihm N +1/+1-Marken, und es wird berühmt.',
  },
  '118.9': {
    en: "An alternative cost is one a spell's controller may pay instead of its mana cost, as its text says.",
    de: 'Alternative Kosten darf der Beherrscher eines Zauberspruchs laut dessen Text statt der Manakosten bezahlen.',
  },
  '118.9a': {
    en: 'A spell can be cast with at most one alternative cost.',
    de: 'Ein Zauberspruch kann mit höchstens einer Art alternativer Kosten gewirkt werden.',
  },
  '118.3': {
    en: 'A cost can be paid only with everything it asks for: the life, the untapped permanent, the counters.',
    de: 'Kosten können nur bezahlt werden, wenn alles Verlangte da ist: Leben, ungetappte bleibende Karten, Marken.',
  },
  '602.2b': {
    en: 'Activating continues like casting a spell: targets, the total cost (with its increases and reductions), then paying it.',
    de: 'Das Aktivieren geht weiter wie das Wirken eines Zauberspruchs: Ziele, die Gesamtkosten (mit Erhöhungen und Verringerungen), dann deren Bezahlung.',
  },
  '602.5': {
    en: "An ability whose activation is prohibited (by its own restriction, say) can't begin to be activated.",
    de: 'Eine Fähigkeit, deren Aktivierung verboten ist (etwa durch ihre eigene Einschränkung), kann nicht aktiviert werden.',
  },
  '602.5a': {
    en: "A creature's {T} ability needs the creature to be controlled since the start of your turn.",
    de: 'Die {T}-Fähigkeit einer Kreatur braucht sie seit Beginn deines Zuges unter deiner Kontrolle.',
  },
  '601.2a': { en: 'Casting: the card moves to the stack.', de: 'Wirken: Die Karte kommt auf den Stapel.' },
  '601.2c': { en: 'Casting: targets are announced.', de: 'Wirken: Die Ziele werden angesagt.' },
  '601.2f': { en: 'Casting: the total cost is determined.', de: 'Wirken: Die Gesamtkosten werden bestimmt.' },
  '601.2g': {
    en: 'Casting: mana abilities may be activated before paying.',
    de: 'Wirken: Vor dem Bezahlen dürfen Manafähigkeiten aktiviert werden.',
  },
  '601.2h': {
    en: "Casting: the total cost is paid; partial payment isn't allowed.",
    de: 'Wirken: Die Gesamtkosten werden bezahlt; teilweises Bezahlen ist nicht erlaubt.',
  },
  '601.2i': { en: 'Casting: the spell becomes cast.', de: 'Wirken: Der Zauberspruch gilt als gewirkt.' },
  '603.2b': {
    en: 'As a step begins, abilities that trigger "at the beginning of" that step trigger.',
    de: 'Wenn ein Segment beginnt, lösen die Fähigkeiten „zu Beginn des“ Segments aus.',
  },
  '603.3': {
    en: 'A triggered ability goes on the stack the next time a player would receive priority.',
    de: 'Eine ausgelöste Fähigkeit kommt auf den Stapel, wenn das nächste Mal ein Spieler Priorität erhielte.',
  },
  '603.3b': {
    en: 'Several triggers go on the stack in APNAP order.',
    de: 'Mehrere Auslöser kommen in AP/NAP-Reihenfolge auf den Stapel.',
  },
  '603.4': {
    en: 'An intervening "if": the ability triggers only if the condition holds, and does nothing if it no longer holds as it resolves.',
    de: 'Ein eingeschobenes „falls“: Die Fähigkeit löst nur aus, wenn die Bedingung gilt, und bewirkt nichts, wenn sie beim Verrechnen nicht mehr gilt.',
  },
  '603.6a': {
    en: 'An enters ability triggers when the permanent enters the battlefield.',
    de: 'Eine Fähigkeit „wenn … ins Spiel kommt“ löst aus, wenn die bleibende Karte das Spielfeld betritt.',
  },
  '700.5': {
    en: "Devotion to a color counts that color's mana symbols in the mana costs of the permanents a player controls.",
    de: 'Hingabe an eine Farbe zaehlt deren Manasymbole in den Manakosten der bleibenden Karten eines Spielers.',
  },
  '700.4': {
    en: 'Dies means is put into a graveyard from the battlefield.',
    de: 'Sterben heißt: vom Spielfeld auf den Friedhof gelegt werden.',
  },
  '106.12a': {
    en: 'An ability that triggers when a permanent is tapped for mana triggers as that mana ability resolves and makes mana.',
    de: 'Eine Fähigkeit, die auslöst, wenn eine bleibende Karte für Mana getappt wird, löst aus, sobald diese Manafähigkeit verrechnet wird und Mana erzeugt.',
  },
  '106.1a': {
    en: 'The five colors of mana are white, blue, black, red and green; colorless mana is none of them.',
    de: 'Die fünf Manafarben sind Weiß, Blau, Schwarz, Rot und Grün; farbloses Mana ist keine davon.',
  },
  '605.4a': {
    en: 'A triggered mana ability uses no stack: it resolves right after the mana ability that triggered it.',
    de: 'Eine ausgelöste Manafähigkeit nutzt keinen Stapel: Sie verrechnet direkt nach der Manafähigkeit, die sie auslöste.',
  },
  '605.3a': {
    en: 'Mana abilities can be activated whenever you have priority or are paying a cost.',
    de: 'Manafähigkeiten dürfen mit Priorität oder beim Bezahlen von Kosten aktiviert werden.',
  },
  '605.3b': {
    en: "Mana abilities don't use the stack; they resolve at once.",
    de: 'Manafähigkeiten benutzen den Stapel nicht; sie werden sofort verrechnet.',
  },
  '608.2f': {
    en: 'An action on several players or objects is done to all of them at once where it can be.',
    de: 'Eine Aktion an mehreren Spielern oder Objekten geschieht, wo möglich, an allen zugleich.',
  },
  '608.2b': {
    en: "On resolution targets are checked again; if all are illegal, the spell doesn't resolve.",
    de: 'Bei der Verrechnung werden die Ziele erneut geprüft; sind alle illegal, wird der Zauber nicht verrechnet.',
  },
  '608.1': {
    en: 'When all players pass in succession, the top spell or ability of the stack resolves.',
    de: 'Passen alle Spieler nacheinander, wird der oberste Zauberspruch oder die oberste Fähigkeit des Stapels verrechnet.',
  },
  '608.2m': {
    en: 'A spell that left the stack while resolving still finishes resolving.',
    de: 'Ein Zauber, der während der Verrechnung den Stapel verlässt, wird trotzdem fertig verrechnet.',
  },
  '608.2n': {
    en: "A resolved instant or sorcery goes to its owner's graveyard.",
    de: 'Ein verrechneter Spontanzauber oder eine Hexerei kommt auf den Friedhof des Besitzers.',
  },
  '608.3': {
    en: 'A resolving permanent spell enters the battlefield.',
    de: 'Ein verrechneter bleibender Zauberspruch kommt aufs Schlachtfeld.',
  },
  '611.2a': {
    en: 'An effect from a resolved spell lasts as long as it says, e.g. until end of turn.',
    de: 'Ein Effekt eines verrechneten Zaubers dauert so lange wie angegeben, z. B. bis zum Ende des Zuges.',
  },
  '611.2b': {
    en: 'An effect that lasts "for as long as" something is true does nothing if that is no longer true as it would begin, and ends when it stops being true.',
    de: 'Ein Effekt "solange" etwas gilt, bewirkt nichts, wenn es beim Beginn schon nicht mehr gilt, und endet, sobald es nicht mehr gilt.',
  },
  '614.1a': {
    en: 'An effect that says "instead" replaces one event with another.',
    de: 'Ein Effekt mit „stattdessen“ ersetzt ein Ereignis durch ein anderes.',
  },
  '614.1c': {
    en: '"Enters with …" and "as … enters" effects are replacement effects on how the permanent enters.',
    de: 'Effekte „kommt mit … ins Spiel“ und „während … ins Spiel kommt“ sind Ersatzeffekte darauf, wie die bleibende Karte ins Spiel kommt.',
  },
  '615.1a': {
    en: 'An effect that says "prevent" stops damage from being dealt.',
    de: 'Ein Effekt mit „verhindere“ sorgt dafür, dass Schaden nicht zugefügt wird.',
  },
  '615.8': {
    en: 'A shield against the next time a source would deal damage stops that one instance of damage, whatever its amount.',
    de: 'Ein Schild gegen das nächste Mal, dass eine Quelle Schaden zufügen würde, verhindert genau diesen einen Schadensfall, egal wie hoch.',
  },
  '609.7a': {
    en: 'A source of damage a player chooses is chosen as the effect is created; a permanent, a spell or another object can be chosen.',
    de: 'Eine Schadensquelle nach Wahl eines Spielers wird gewählt, wenn der Effekt entsteht; wählbar sind bleibende Karten, Zaubersprüche und andere Objekte.',
  },
  '614.9': {
    en: 'A redirection deals the damage to another permanent or player instead; it does nothing if that one is gone or no longer fits.',
    de: 'Eine Umleitung fügt den Schaden stattdessen einem anderen Permanent oder Spieler zu; ist dieser fort oder passt nicht mehr, bewirkt sie nichts.',
  },
  '615.5': {
    en: 'What a prevention effect does beyond preventing, such as gaining the life prevented, happens right after the prevention.',
    de: 'Was ein Verhinderungseffekt über das Verhindern hinaus bewirkt, etwa Lebenspunkte in Höhe des verhinderten Schadens, geschieht direkt danach.',
  },
  '615.12': {
    en: "Damage that can't be prevented is dealt anyway; prevention effects still do what else they say, and shields aren't used up.",
    de: 'Schaden, der nicht verhindert werden kann, wird trotzdem zugefügt; Verhinderungseffekte bewirken nur ihre übrigen Folgen, Schilde werden nicht verbraucht.',
  },
  '615.7': {
    en: 'A prevention effect for a set amount of damage is a shield that is used up one damage at a time.',
    de: 'Ein Verhinderungseffekt für eine bestimmte Schadensmenge ist ein Schild, der Schadenspunkt für Schadenspunkt verbraucht wird.',
  },
  '615.10': {
    en: 'A static ability that prevents a set amount of damage prevents that much of each damage event it applies to.',
    de: 'Eine statische Fähigkeit, die eine bestimmte Schadensmenge verhindert, verhindert so viel von jedem Schadensereignis, für das sie gilt.',
  },
  '615.11': {
    en: 'A shield for the next N damage to each of a group gives every member of it now a shield of its own.',
    de: 'Ein Schild für die nächsten N Schadenspunkte für jedes Mitglied einer Gruppe gibt jedem jetzigen Mitglied einen eigenen Schild.',
  },
  '607.2d': {
    en: 'An ability that refers to "the chosen" value is linked to the ability that asked for the choice, and reads only that choice.',
    de: 'Eine Fähigkeit, die sich auf den „gewählten“ Wert bezieht, ist mit der Fähigkeit verbunden, die die Wahl verlangte, und liest nur diese Wahl.',
  },
  '205.3m': {
    en: 'Creatures and kindreds share one list of subtypes, the creature types.',
    de: 'Kreaturen und Stammesobjekte teilen eine Liste von Untertypen, die Kreaturentypen.',
  },
  '701.37a': {
    en: "Monstrosity N: if the permanent isn't monstrous, N +1/+1 counters are put on it and it becomes monstrous.",
    de: 'Monstrosität N: Ist die bleibende Karte nicht monströs, erhält sie N +1/+1-Marken und wird monströs.',
  },
  '701.37b': {
    en: 'A monstrous permanent stays monstrous until it leaves the battlefield; abilities may trigger as it becomes monstrous.',
    de: 'Eine monströse bleibende Karte bleibt monströs, bis sie das Spielfeld verlässt; Fähigkeiten können auslösen, wenn sie monströs wird.',
  },
  '701.37c': {
    en: 'Other abilities of a permanent with "monstrosity X" may refer to X: the X it became monstrous with.',
    de: 'Andere Fähigkeiten einer bleibenden Karte mit „Monstrosität X“ können sich auf X beziehen: das X, mit dem sie monströs wurde.',
  },
  '702.133a': {
    en: "Jump-start: the card may be cast from its owner's graveyard by discarding a card as well; it is exiled as it leaves the stack.",
    de: 'Jump-start: Die Karte kann aus dem Friedhof ihres Besitzers gewirkt werden, indem zusätzlich eine Karte abgeworfen wird; sie wird ins Exil geschickt, wenn sie den Stapel verlässt.',
  },
  '614.12a': {
    en: 'A choice a replacement effect on entering asks for is made before the permanent enters.',
    de: 'Eine Wahl, die ein Ersatzeffekt beim Ins-Spiel-Kommen verlangt, wird getroffen, bevor die bleibende Karte ins Spiel kommt.',
  },
  '613.7e': {
    en: 'An Aura, Equipment or Fortification gets a new timestamp every time it becomes attached.',
    de: 'Eine Aura, Ausrüstung oder Befestigung erhält bei jedem Anlegen einen neuen Zeitstempel.',
  },
  '616.1': {
    en: "When several replacement or prevention effects would change one event, the affected player (or the affected object's controller) picks one to apply, then picks again among those still applicable.",
    de: 'Wollen mehrere Ersetzungs- oder Verhinderungseffekte dasselbe Ereignis ändern, wählt der betroffene Spieler (oder der Beherrscher des betroffenen Objekts) einen aus und wählt danach erneut unter den noch anwendbaren.',
  },
  '616.1c': {
    en: 'Among them, an effect making an object enter as a copy of another must be picked before the rest.',
    de: 'Darunter muss ein Effekt, durch den ein Objekt als Kopie eines anderen ins Spiel kommt, vor den übrigen gewählt werden.',
  },
  '707.10': {
    en: "Copying a spell puts a copy of it on the stack, which isn't cast; the copy keeps every choice made for the original, and whoever put it there owns and controls it.",
    de: 'Einen Zauberspruch zu kopieren legt eine Kopie auf den Stapel, die nicht gewirkt wird; sie übernimmt alle für das Original getroffenen Entscheidungen, und wer sie dorthin legt, besitzt und kontrolliert sie.',
  },
  '707.10c': {
    en: 'When a copy may get new targets, its controller may keep any of the old ones (legal or not) and must pick legal ones for those changed.',
    de: 'Darf eine Kopie neue Ziele erhalten, kann ihr Beherrscher beliebige alte behalten (ob legal oder nicht); geänderte Ziele müssen legal sein.',
  },
  '707.10f': {
    en: 'A copy of a permanent spell turns into a token permanent as it resolves.',
    de: 'Die Kopie eines bleibenden Zauberspruchs wird bei ihrer Verrechnung zu einem Spielstein.',
  },
  '704.5e': {
    en: 'A copy of a spell anywhere but the stack stops existing.',
    de: 'Die Kopie eines Zauberspruchs hört außerhalb des Stapels auf zu existieren.',
  },
  '702.40a': {
    en: 'Storm: as you cast the spell, it is copied once for each spell cast earlier in the turn, and the copies may get new targets.',
    de: 'Sturm: Beim Wirken wird der Zauberspruch einmal für jeden früher im Zug gewirkten Zauberspruch kopiert; die Kopien dürfen neue Ziele erhalten.',
  },
  '702.69a': {
    en: 'Gravestorm: as you cast the spell, it is copied once for each permanent put into a graveyard from the battlefield this turn.',
    de: 'Grabessturm: Beim Wirken wird der Zauberspruch einmal für jede bleibende Karte kopiert, die in diesem Zug vom Schlachtfeld auf einen Friedhof gelegt wurde.',
  },
  '707.2': {
    en: 'A copy takes the copiable values of the original: its printed characteristics as modified by other copy effects.',
    de: 'Eine Kopie übernimmt die kopierbaren Werte des Originals: seine aufgedruckten Eigenschaften, wie andere Kopiereffekte sie verändert haben.',
  },
  '701.40a': {
    en: 'To manifest a card, put it onto the battlefield face down as a 2/2 creature with no text, name, subtypes or mana cost.',
    de: 'Eine Karte zu manifestieren heißt, sie verdeckt als 2/2-Kreatur ohne Text, Namen, Untertypen und Manakosten ins Spiel zu bringen.',
  },
  '701.40b': {
    en: "A manifested permanent that is a creature card may be turned face up any time its controller has priority, for the card's mana cost.",
    de: 'Eine manifestierte bleibende Karte, die eine Kreaturenkarte ist, kann ihr Beherrscher jederzeit mit Priorität für die Manakosten der Karte umdrehen.',
  },
  '707.4': {
    en: 'A permanent that becomes a copy of another stays on the battlefield: nothing enters or leaves, and the other effects on it still apply.',
    de: 'Eine bleibende Karte, die zur Kopie einer anderen wird, bleibt im Spiel: Nichts kommt ins Spiel oder verlässt es, und die übrigen Effekte auf ihr gelten weiter.',
  },
  '707.9a': {
    en: 'A copy effect may give the copy an ability, which is then one of its copiable values.',
    de: 'Ein Kopiereffekt kann der Kopie eine Fähigkeit geben, die dann zu ihren kopierbaren Werten gehört.',
  },
  '708.10': {
    en: 'A face-down permanent that becomes a copy keeps its face-down characteristics; the copied values show once it is turned face up.',
    de: 'Eine verdeckte bleibende Karte, die zur Kopie wird, behält ihre verdeckten Eigenschaften; die kopierten Werte zeigen sich erst, wenn sie umgedreht wird.',
  },
  '707.5': {
    en: 'An object entering "as a copy" is already the copy as it enters; the copied "enters" effects and enters triggers then apply to it.',
    de: 'Ein Objekt, das „als Kopie“ ins Spiel kommt, ist schon beim Hereinkommen die Kopie; kopierte „kommt ins Spiel“-Effekte und -Auslöser gelten dann für sie.',
  },
  '707.9': {
    en: 'A copy effect may make exceptions to what is copied; the changed values are then part of the copiable values of the copy.',
    de: 'Ein Kopiereffekt kann Ausnahmen davon machen, was kopiert wird; die geänderten Werte gehören dann zu den kopierbaren Werten der Kopie.',
  },
  '614.1d': {
    en: '"[This permanent] enters …" effects are replacement effects: they change how it enters.',
    de: 'Effekte „[Diese bleibende Karte] kommt … ins Spiel“ sind Ersatzeffekte: Sie ändern, wie sie ins Spiel kommt.',
  },
  '205.1b': {
    en: 'An effect that keeps prior types ("still a land", "artifact creature") adds the new types to the old ones.',
    de: 'Ein Effekt, der frühere Typen beibehält („immer noch ein Land“, „Artefaktkreatur“), fügt die neuen Typen hinzu.',
  },
  '604.3': {
    en: 'Characteristic-defining abilities (e.g. power equal to a count) set a characteristic and work in every zone.',
    de: 'Charakteristik-definierende Fähigkeiten (z. B. Stärke gleich einer Anzahl) legen eine Eigenschaft fest und wirken in jeder Zone.',
  },
  '611.2c': {
    en: 'A resolved effect that changes characteristics or control fixes the objects it affects when it begins.',
    de: 'Ein verrechneter Effekt, der Eigenschaften oder Kontrolle ändert, legt beim Beginn fest, welche Objekte er betrifft.',
  },
  '611.3a': {
    en: 'An effect of a static ability is not locked in: it affects whatever its text says at each moment.',
    de: 'Ein Effekt einer statischen Fähigkeit ist nicht festgelegt: Er betrifft jederzeit, was sein Text gerade beschreibt.',
  },
  '613.1b': { en: 'Layer 2: effects that change control.', de: 'Schicht 2: Effekte, die die Kontrolle ändern.' },
  '613.1d': {
    en: 'Layer 4: effects that change card types, subtypes or supertypes.',
    de: 'Schicht 4: Effekte, die Karten-, Unter- oder Obertypen ändern.',
  },
  '613.1e': { en: 'Layer 5: effects that change colors.', de: 'Schicht 5: Effekte, die Farben ändern.' },
  '613.1f': {
    en: 'Layer 6: effects that add or remove abilities.',
    de: 'Schicht 6: Effekte, die Fähigkeiten hinzufügen oder entfernen.',
  },
  '613.4a': {
    en: 'Layer 7a: characteristic-defining abilities that define power/toughness.',
    de: 'Schicht 7a: charakteristik-definierende Fähigkeiten für Stärke/Widerstandskraft.',
  },
  '613.4b': {
    en: 'Layer 7b: effects that set power/toughness to a value (base power and toughness).',
    de: 'Schicht 7b: Effekte, die Stärke/Widerstandskraft auf einen Wert setzen (Grundwerte).',
  },
  '613.4d': {
    en: 'Layer 7d: effects that swap power and toughness.',
    de: 'Schicht 7d: Effekte, die Stärke und Widerstandskraft vertauschen.',
  },
  '613.6': {
    en: 'An effect that began applying in one layer keeps applying to the same objects in later layers, even if its ability is gone.',
    de: 'Ein Effekt, der in einer Schicht zu wirken begann, wirkt in späteren Schichten auf dieselben Objekte weiter, auch ohne seine Fähigkeit.',
  },
  '613.7': {
    en: 'Within a layer, effects apply in timestamp order: older first.',
    de: 'Innerhalb einer Schicht wirken Effekte nach Zeitstempel: ältere zuerst.',
  },
  '613.8a': {
    en: 'One effect depends on another in the same layer if applying the other would change whether it exists, what it affects or what it does.',
    de: 'Ein Effekt hängt von einem anderen derselben Schicht ab, wenn dessen Anwendung ändert, ob er existiert, was er betrifft oder bewirkt.',
  },
  '613.8b': {
    en: 'A dependent effect applies right after the effects it depends on; a loop falls back to timestamps.',
    de: 'Ein abhängiger Effekt wirkt direkt nach denen, von denen er abhängt; bei einer Schleife gelten die Zeitstempel.',
  },
  '613.4c': {
    en: 'Layer 7c: effects and counters that modify power/toughness.',
    de: 'Schicht 7c: Effekte und Marken, die Stärke/Widerstandskraft verändern.',
  },
  '700.2a': {
    en: 'The modes of a modal spell are chosen as it is cast.',
    de: 'Die Modi eines modalen Zauberspruchs werden beim Wirken gewählt.',
  },
  '702.73': {
    en: 'The changeling keyword ability (every creature type).',
    de: 'Die Schlüsselwortfähigkeit Wandlerin (jeder Kreaturentyp).',
  },
  '702.73a': {
    en: 'Changeling: the object is every creature type.',
    de: 'Wandlerin: Das Objekt hat jeden Kreaturentyp.',
  },
  '702.114': {
    en: 'The devoid keyword ability (the object is colorless).',
    de: 'Die Schlüsselwortfähigkeit Farblos (das Objekt ist farblos).',
  },
  '702.114a': { en: 'Devoid: the object is colorless.', de: 'Farblos: Das Objekt ist farblos.' },
  '702.164': {
    en: 'The toxic keyword ability: poison counters with combat damage to players.',
    de: 'Die Schlüsselwortfähigkeit Toxisch: Giftmarken zusätzlich zu Kampfschaden an Spielern.',
  },
  '702.164c': {
    en: 'Combat damage to a player from a creature with toxic also gives that many poison counters.',
    de: 'Kampfschaden an einem Spieler durch eine Kreatur mit Toxisch gibt zusätzlich so viele Giftmarken.',
  },
  '702.33': {
    en: 'The kicker keyword ability: an optional additional cost.',
    de: 'Die Schlüsselwortfähigkeit Bonus: optionale zusätzliche Kosten.',
  },
  '702.33a': {
    en: 'Kicker lets you pay an additional cost as you cast the spell.',
    de: 'Bonus erlaubt, beim Wirken zusätzliche Kosten zu zahlen.',
  },
  '702.33b': {
    en: 'A card may have two kicker costs ("Kicker A and/or B"); each may be paid, or both.',
    de: 'Eine Karte kann zwei Bonuskosten haben („Bonus A und/oder B“); jede davon darf gezahlt werden, oder beide.',
  },
  '702.33c': {
    en: 'Multikicker: a kicker cost that may be paid any number of times as the spell is cast.',
    de: 'Mehrfachbonus: Bonuskosten, die beim Wirken beliebig oft gezahlt werden dürfen.',
  },
  '702.33d': {
    en: 'A spell whose kicker cost was paid has been kicked.',
    de: 'Ein Zauber, dessen Bonuskosten gezahlt wurden, ist „mit Bonus“ gewirkt.',
  },
  '702.33f': {
    en: 'With two kicker costs, "if it was kicked with its A kicker" asks whether that one of them was paid.',
    de: 'Bei zwei Bonuskosten fragt „falls es mit seinem Bonus A gewirkt wurde“, ob genau diese gezahlt wurden.',
  },
  '702.33g': {
    en: 'The targets of a part of a spell that happens only if it was kicked are chosen only if it was kicked.',
    de: 'Ziele eines Teils, der nur mit Bonus geschieht, werden nur gewählt, wenn der Zauber mit Bonus gewirkt wurde.',
  },
  '702.76a': {
    en: 'Prowl: an alternative cost if a player was dealt combat damage this turn by a source you controlled then that shared a creature type with the spell.',
    de: 'Herumtreiben: alternative Kosten, falls diesen Zug ein Spieler Kampfschaden durch eine Quelle erlitt, die du damals kontrolliertest und die einen Kreaturentyp mit dem Zauber teilte.',
  },
  '702.26a': {
    en: "Phasing: in its controller's untap step, a phased-in permanent with phasing phases out, and phased-out ones phase in.",
    de: 'Phasing: Im Enttappsegment seines Beherrschers phast ein eingephastes bleibendes Objekt mit Phasing aus, ausgephaste phasen ein.',
  },
  '701.43a': {
    en: 'To exert a permanent is to choose to have it not untap during your next untap step.',
    de: 'Ein bleibendes Objekt anzustrengen heißt, zu bestimmen, dass es in deinem nächsten Enttappsegment nicht enttappt wird.',
  },
  '701.43d': {
    en: '"You may exert ~ as it attacks" is an optional cost to attack; a "when you do" ability with it is linked to it.',
    de: '„Du kannst ~ anstrengen, während sie angreift“ sind optionale Angriffskosten; eine „Wenn du dies tust“-Fähigkeit dazu ist damit verknüpft.',
  },
  '702.132a': {
    en: 'Assist: the caster may choose another player, who may pay any amount of the generic mana in the total cost.',
    de: 'Beistand: Der Wirkende darf einen anderen Spieler wählen, der beliebig viel des generischen Manas der Gesamtkosten zahlen darf.',
  },
  '702.104a': {
    en: 'Tribute N: as the creature enters, an opponent chosen by its controller may have it enter with N more +1/+1 counters.',
    de: 'Tribut N: Beim Eintreten darf ein von ihrem Beherrscher gewählter Gegner sie mit N zusätzlichen +1/+1-Marken eintreten lassen.',
  },
  '702.104b': {
    en: '"If tribute wasn\'t paid" holds when the chosen opponent didn\'t have it enter with those counters.',
    de: '„Falls der Tribut nicht gezahlt wurde“ gilt, wenn der gewählte Gegner sie nicht mit diesen Marken eintreten ließ.',
  },
  '702.47a': {
    en: 'Splice: as you cast a spell of the named quality, you may reveal this card from your hand and pay its splice cost; the spell gains its rules text.',
    de: 'Spleißen: Beim Wirken eines Zaubers der genannten Art darfst du diese Karte aus der Hand zeigen und ihre Spleißkosten zahlen; der Zauber erhält ihren Regeltext.',
  },
  '702.47b': {
    en: "A card is spliced only if the choices its text asks can be made, at most once onto one spell; the main spell's effects come first.",
    de: 'Eine Karte wird nur gespleißt, wenn die Wahlen ihres Textes möglich sind, höchstens einmal auf einen Zauber; die Effekte des Hauptzaubers kommen zuerst.',
  },
  '702.47c': {
    en: 'The spliced spell keeps its own name, color and types; the added text naming its card means the spell.',
    de: 'Der gespleißte Zauber behält Namen, Farbe und Typen; der hinzugefügte Text meint mit dem Kartennamen den Zauber.',
  },
  '702.56a': {
    en: 'Replicate: an extra cost that may be paid any number of times as the spell is cast; it is then copied once per payment.',
    de: 'Replizieren: Zusatzkosten, beim Wirken beliebig oft zahlbar; der Zauber wird dann einmal je Zahlung kopiert.',
  },
  '702.113a': {
    en: 'Awaken: cast for its awaken cost instead, the spell also puts +1/+1 counters on a target land of yours, which becomes a 0/0 Elemental creature with haste.',
    de: 'Erwachen: für die Erwachenkosten gewirkt, legt der Zauber auch +1/+1-Marken auf ein Ziel-Land von dir, das zu einer 0/0 Elementarkreatur mit Eile wird.',
  },
  '702.60a': {
    en: 'Ripple: as you cast the spell, you may reveal the top cards of your library and cast those with its name for free; the rest go to the bottom.',
    de: 'Welle: Beim Wirken darfst du die obersten Karten deiner Bibliothek zeigen und die gleichnamigen kostenlos wirken; der Rest kommt nach unten.',
  },
  '702.85a': {
    en: 'Cascade: as the spell is cast, exile from the top of your library until a nonland card costing less, which you may cast for free; the rest go to the bottom.',
    de: 'Kaskade: Beim Wirken schickst du oben von deiner Bibliothek Karten ins Exil, bis eine günstigere Nichtlandkarte kommt, die du kostenlos wirken darfst; der Rest kommt nach unten.',
  },
  '702.78a': {
    en: 'Conspire: as the spell is cast, you may tap two untapped creatures you control sharing a color with it; if you do, it is copied.',
    de: 'Verschwören: Beim Wirken darfst du zwei ungetappte Kreaturen tappen, die du kontrollierst und die eine Farbe mit ihm teilen; dann wird er kopiert.',
  },

  '608.2d': {
    en: 'Choices an effect offers are made by the player as it is applied.',
    de: 'Wahlmöglichkeiten eines Effekts trifft der Spieler, während er angewendet wird.',
  },
  '608.2h': {
    en: 'Information an effect needs from the game, such as a count, is determined once, as the effect is applied; an object no longer where the effect expects it is used as it last existed there.',
    de: 'Informationen aus dem Spiel, etwa eine Anzahl, bestimmt ein Effekt einmal, wenn er angewendet wird; ein Objekt, das nicht mehr in der erwarteten Zone ist, zählt so, wie es zuletzt dort existierte.',
  },
  '608.2c': {
    en: 'The controller follows the instructions in the order written.',
    de: 'Der Beherrscher befolgt die Anweisungen in der geschriebenen Reihenfolge.',
  },
  '702.49a': {
    en: 'Ninjutsu: from the hand, pay and return an unblocked attacker of yours to put this card in tapped and attacking.',
    de: 'Ninjutsu: aus der Hand zahlen und einen eigenen ungeblockten Angreifer zurücknehmen, um diese Karte getappt und angreifend ins Spiel zu bringen.',
  },
  '702.49c': {
    en: 'The creature put in by ninjutsu attacks what the returned creature was attacking.',
    de: 'Die durch Ninjutsu ins Spiel gebrachte Kreatur greift an, was die zurückgenommene Kreatur angegriffen hat.',
  },
  '702.49d': {
    en: 'Commander ninjutsu is ninjutsu that also works from the command zone.',
    de: 'Kommandeur-Ninjutsu ist Ninjutsu, das auch aus der Kommandozone wirkt.',
  },
  '702.29': {
    en: 'The cycling keyword ability: pay, discard the card, draw a card.',
    de: 'Die Schlüsselwortfähigkeit Umwandlung: zahlen, die Karte abwerfen, eine Karte ziehen.',
  },
  '701.22d': {
    en: 'Whenever-you-scry abilities trigger once the scry is over, even when there were fewer cards to look at; scry 0 is no scry.',
    de: 'Immer-wenn-du-hellsiehst-Fähigkeiten lösen aus, sobald das Hellsehen vorbei ist, auch mit weniger Karten; Hellsehen 0 ist keines.',
  },
  '702.29f': {
    en: 'Typecycling counts as cycling: what triggers on a player cycling a card also triggers on typecycling.',
    de: 'Typenwandlung gilt als Umwandlung: Was auslöst, wenn ein Spieler eine Karte umwandelt, löst auch bei Typenwandlung aus.',
  },
  '702.29a': {
    en: 'Cycling is an ability of a card in your hand: pay its cost and discard it to draw a card.',
    de: 'Umwandlung ist eine Fähigkeit einer Karte auf der Hand: Kosten zahlen und sie abwerfen, um eine Karte zu ziehen.',
  },
  '702.34': {
    en: 'The flashback keyword ability: cast again from the graveyard, then exiled.',
    de: 'Die Schlüsselwortfähigkeit Rückblende: erneut aus dem Friedhof wirken, danach ins Exil.',
  },
  '702.34a': {
    en: 'Flashback lets you cast the card from your graveyard for its flashback cost; it is exiled when it leaves the stack.',
    de: 'Rückblende erlaubt, die Karte für ihre Rückblendekosten aus dem Friedhof zu wirken; verlässt sie den Stapel, kommt sie ins Exil.',
  },
  '702.108': { en: 'The prowess keyword ability.', de: 'Die Schlüsselwortfähigkeit Bravour.' },
  '702.108a': {
    en: 'Prowess: casting a noncreature spell gives the creature +1/+1 until end of turn.',
    de: 'Bravour: Einen Nichtkreaturenzauber zu wirken gibt der Kreatur +1/+1 bis zum Ende des Zuges.',
  },
  '702.100': { en: 'The evolve keyword ability.', de: 'Die Schlüsselwortfähigkeit Entwicklung.' },
  '702.100a': {
    en: 'Evolve: when a creature with greater power or toughness enters under your control, this creature gets a +1/+1 counter.',
    de: 'Entwicklung: Kommt eine Kreatur mit größerer Stärke oder Widerstandskraft unter deiner Kontrolle ins Spiel, erhält diese Kreatur eine +1/+1-Marke.',
  },
  '701.46a': {
    en: 'Adapt N: if the permanent has no +1/+1 counters, put N of them on it.',
    de: 'Anpassen N: Hat die bleibende Karte keine +1/+1-Marken, lege N davon auf sie.',
  },
  '704.5m': {
    en: "An Aura attached to nothing, or to something it can't enchant, goes to its owner's graveyard.",
    de: 'Eine Aura, die an nichts oder an etwas angelegt ist, das sie nicht verzaubern kann, kommt auf den Friedhof ihres Besitzers.',
  },
  '704.5n': {
    en: "Equipment attached to something it can't equip becomes unattached and stays.",
    de: 'Eine Ausrüstung, die an etwas angelegt ist, das sie nicht ausrüsten kann, wird gelöst und bleibt im Spiel.',
  },
  '702.6a': {
    en: 'Equip: pay the cost to attach the Equipment to a creature you control, as a sorcery.',
    de: 'Ausrüsten: Kosten zahlen, um die Ausrüstung an eine eigene Kreatur anzulegen, wie eine Hexerei.',
  },
  '702.6': { en: 'The equip keyword ability.', de: 'Die Schlüsselwortfähigkeit Ausrüsten.' },
  '702.5': {
    en: 'The enchant keyword ability: what an Aura can be attached to.',
    de: 'Die Schlüsselwortfähigkeit Verzaubern: woran eine Aura angelegt werden kann.',
  },
  '303.4a': {
    en: 'An Aura spell targets what its enchant ability allows.',
    de: 'Ein Aurazauber hat als Ziel, was seine Verzaubern-Fähigkeit erlaubt.',
  },
  '303.4f': {
    en: 'An Aura put onto the battlefield other than by resolving is attached to something its controller chooses that it can enchant.',
    de: 'Eine Aura, die anders als durch Verrechnen ins Spiel kommt, wird an etwas angelegt, das ihr Beherrscher wählt und das sie verzaubern kann.',
  },
  '303.4g': {
    en: "An Aura with nothing it could enchant doesn't enter: it stays where it was (from the stack, to the graveyard; a token isn't created).",
    de: 'Eine Aura ohne etwas, das sie verzaubern könnte, kommt nicht ins Spiel: Sie bleibt, wo sie war (vom Stapel auf den Friedhof; ein Spielstein wird nicht erzeugt).',
  },
  '608.3c': {
    en: 'An Aura spell resolves onto the battlefield attached to what it targeted.',
    de: 'Ein Aurazauber kommt beim Verrechnen angelegt an sein Ziel ins Spiel.',
  },
  '701.3a': {
    en: 'To attach is to put an Aura or Equipment onto an object; it stays there.',
    de: 'Anlegen heißt, eine Aura oder Ausrüstung an ein Objekt zu legen, wo sie bleibt.',
  },
  '701.6a': {
    en: "A countered spell leaves the stack without effect and goes to its owner's graveyard.",
    de: 'Ein neutralisierter Zauber verlässt den Stapel wirkungslos und kommt auf den Friedhof seines Besitzers.',
  },
  '701.8a': {
    en: "Destroying a permanent puts it into its owner's graveyard.",
    de: 'Zerstören legt eine bleibende Karte auf den Friedhof ihres Besitzers.',
  },
  '701.26b': {
    en: 'To untap a permanent is to turn it upright; only a tapped permanent can be untapped.',
    de: 'Eine bleibende Karte enttappen heißt, sie aufrecht zu drehen; nur eine getappte kann enttappt werden.',
  },
  '701.26a': {
    en: 'To tap a permanent is to turn it sideways; only an untapped permanent can be tapped.',
    de: 'Eine bleibende Karte tappen heißt, sie quer zu drehen; nur eine ungetappte kann getappt werden.',
  },
  '701.47a': {
    en: 'Amass [subtype] N: with no Army, create a 0/0 black [subtype] Army token; put N +1/+1 counters on an Army you control, which becomes that subtype too.',
    de: 'Ansammeln [Untertyp] N: ohne Armee einen 0/0 schwarzen [Untertyp]-Armee-Spielstein erzeugen; N +1/+1-Marken auf eine eigene Armee legen, die zusätzlich diesen Untertyp erhält.',
  },
  '701.47d': {
    en: 'Older cards that say "amass N" without a subtype mean "amass Zombies N".',
    de: 'Ältere Karten mit „ansammeln N“ ohne Untertyp bedeuten „ansammeln Zombies N“.',
  },
  '701.39a': {
    en: 'Bolster N: N +1/+1 counters on a creature you control whose toughness is least among yours.',
    de: 'Verstärken N: N +1/+1-Marken auf eine eigene Kreatur mit der geringsten Widerstandskraft unter deinen.',
  },
  '701.44a': {
    en: 'Exploring: reveal your top card; a land goes to hand, otherwise the explorer gets a +1/+1 counter and the card may go to the graveyard.',
    de: 'Erkunden: oberste Karte aufdecken; ein Land kommt auf die Hand, sonst bekommt die Kreatur eine +1/+1-Marke und die Karte darf auf den Friedhof.',
  },
  '701.44b': {
    en: 'A permanent has explored once the process is done, even if parts of it were impossible.',
    de: 'Eine bleibende Karte hat erkundet, sobald der Ablauf beendet ist, auch wenn Teile davon unmöglich waren.',
  },
  '701.50a': {
    en: 'Conniving: its controller draws, then discards; a discarded nonland card gives the permanent a +1/+1 counter.',
    de: 'Intrigieren: Der Beherrscher zieht, dann wirft er ab; eine abgeworfene Nichtlandkarte gibt der bleibenden Karte eine +1/+1-Marke.',
  },
  '701.9a': {
    en: "Discarding moves a card from hand to its owner's graveyard.",
    de: 'Abwerfen legt eine Karte von der Hand auf den Friedhof ihres Besitzers.',
  },
  '702.2': {
    en: 'Deathtouch: any damage it deals to a creature is enough to destroy it.',
    de: 'Todesberührung: Jeder Schaden an einer Kreatur genügt, um sie zu zerstören.',
  },
  '702.2c': {
    en: 'Any nonzero combat damage from a deathtouch source counts as lethal when assigning.',
    de: 'Jeder Kampfschaden einer Quelle mit Todesberührung gilt beim Zuteilen als tödlich.',
  },
  '702.3': { en: "Defender: this creature can't attack.", de: 'Verteidiger: Diese Kreatur kann nicht angreifen.' },
  '702.3b': { en: "A creature with defender can't attack.", de: 'Eine Kreatur mit Verteidiger kann nicht angreifen.' },
  '702.4': {
    en: 'Double strike: deals both first-strike and regular combat damage.',
    de: 'Doppelschlag: Fügt Erstschlag- und normalen Kampfschaden zu.',
  },
  '702.4b': {
    en: 'Double strike deals damage in both combat damage steps.',
    de: 'Doppelschlag fügt in beiden Kampfschadenssegmenten Schaden zu.',
  },
  '702.7': {
    en: 'First strike: deals combat damage before creatures without it.',
    de: 'Erstschlag: Fügt Kampfschaden vor Kreaturen ohne Erstschlag zu.',
  },
  '702.7b': {
    en: 'With first or double strike in combat, a first combat damage step comes first.',
    de: 'Mit Erst- oder Doppelschlag im Kampf gibt es zuerst ein Erstschlag-Kampfschadenssegment.',
  },
  '702.8': {
    en: 'Flash: may be cast any time you could cast an instant.',
    de: 'Aufblitzen: Darf gewirkt werden, wann immer ein Spontanzauber gewirkt werden dürfte.',
  },
  '702.8a': {
    en: 'Flash lets its card be played at any moment its player could cast an instant.',
    de: 'Aufblitzen erlaubt, die Karte zu jedem Zeitpunkt zu spielen, zu dem ihr Spieler einen Spontanzauber wirken koennte.',
  },
  '702.9': {
    en: 'Flying: can be blocked only by creatures with flying or reach.',
    de: 'Fliegend: Kann nur von Kreaturen mit Flugfähigkeit oder Reichweite geblockt werden.',
  },
  '702.9b': {
    en: "Flying: can't be blocked except by creatures with flying or reach.",
    de: 'Fliegend: Kann nur von Kreaturen mit Flugfähigkeit oder Reichweite geblockt werden.',
  },
  '702.10': {
    en: 'Haste: can attack and use {T} abilities the turn it comes under your control.',
    de: 'Eile: Kann sofort angreifen und {T}-Fähigkeiten nutzen.',
  },
  '702.10b': {
    en: 'Haste: can attack even if not controlled continuously since the turn began.',
    de: 'Eile: Kann angreifen, auch wenn sie nicht seit Beginn des Zuges kontrolliert wird.',
  },
  '702.11': {
    en: "Hexproof: can't be the target of opponents' spells or abilities.",
    de: 'Fluchsicher: Kann nicht Ziel gegnerischer Zauber oder Fähigkeiten sein.',
  },
  '702.12': { en: "Indestructible: can't be destroyed.", de: 'Unzerstörbar: Kann nicht zerstört werden.' },
  '702.13': {
    en: 'Intimidate: blockable only by artifact creatures and creatures sharing a color.',
    de: 'Einschüchtern: Nur von Artefaktkreaturen und Kreaturen mit gemeinsamer Farbe blockbar.',
  },
  '702.13b': {
    en: "Intimidate: can't be blocked except by artifact creatures and creatures sharing a color.",
    de: 'Einschüchtern: Nur von Artefaktkreaturen und Kreaturen mit gemeinsamer Farbe blockbar.',
  },
  '702.14': {
    en: 'Landwalk: unblockable while the defending player controls a land of that type.',
    de: 'Landwandel: Unblockbar, solange der Verteidiger ein Land dieses Typs kontrolliert.',
  },
  '702.14c': {
    en: 'Landwalk: unblockable while the defending player controls a land of that type.',
    de: 'Landwandel: Unblockbar, solange der Verteidiger ein Land dieses Typs kontrolliert.',
  },
  '702.15': {
    en: 'Lifelink: damage it deals also makes its controller gain that much life.',
    de: 'Lebensverknüpfung: Zugefügter Schaden lässt den Beherrscher ebenso viele Lebenspunkte gewinnen.',
  },
  '702.16': {
    en: 'Protection from a quality: no damage, enchanting, blocking or targeting by that quality.',
    de: 'Schutz vor einer Eigenschaft: kein Schaden, Verzaubern, Blocken oder Anvisieren dadurch.',
  },
  '702.16f': {
    en: "An attacker with protection can't be blocked by creatures with that quality.",
    de: 'Ein Angreifer mit Schutz kann nicht von Kreaturen mit dieser Eigenschaft geblockt werden.',
  },
  '702.17': { en: 'Reach: can block creatures with flying.', de: 'Reichweite: Kann fliegende Kreaturen blocken.' },
  '702.17b': { en: 'Reach: can block creatures with flying.', de: 'Reichweite: Kann fliegende Kreaturen blocken.' },
  '702.18': {
    en: "Shroud: can't be the target of spells or abilities.",
    de: 'Fluchsicherheit: Kann nicht Ziel von Zaubern oder Fähigkeiten sein.',
  },
  '702.19': {
    en: 'Trample: excess combat damage beyond lethal may go to the player or planeswalker attacked.',
    de: 'Trampelschaden: Überzähliger Kampfschaden darf dem angegriffenen Spieler oder Planeswalker zugefügt werden.',
  },
  '702.19b': {
    en: 'Trample: blockers must be assigned lethal damage before the rest goes to the attacked player or planeswalker.',
    de: 'Trampelschaden: Erst müssen alle Blocker tödlichen Schaden erhalten, dann darf der Rest an den Angegriffenen gehen.',
  },
  '702.19d': {
    en: 'A blocked trampler with no blockers left assigns all its damage to what it attacks.',
    de: 'Ein geblockter Trampler ohne verbliebene Blocker teilt seinen ganzen Schaden dem Angegriffenen zu.',
  },
  '702.19f': {
    en: 'A creature attacking a planeswalker (without trample over planeswalkers) never assigns damage to the player.',
    de: 'Eine Kreatur, die einen Planeswalker angreift (ohne Trampelschaden bei Planeswalkern), teilt dem Spieler nie Schaden zu.',
  },
  '702.20': { en: "Vigilance: attacking doesn't cause it to tap.", de: 'Wachsamkeit: Angreifen tappt sie nicht.' },
  '702.20b': {
    en: "Attacking doesn't tap a creature with vigilance.",
    de: 'Angreifen tappt eine Kreatur mit Wachsamkeit nicht.',
  },
  '702.28': {
    en: 'Shadow: blocks and is blocked only by creatures with shadow.',
    de: 'Schatten: Blockt nur und wird nur geblockt von Kreaturen mit Schatten.',
  },
  '702.28b': {
    en: 'Shadow: blocks and is blocked only by creatures with shadow.',
    de: 'Schatten: Blockt nur und wird nur geblockt von Kreaturen mit Schatten.',
  },
  '702.31': {
    en: 'Horsemanship: a keyword that makes a creature hard to block.',
    de: 'Reiterei: Ein Schlüsselwort, das eine Kreatur schwer blockbar macht.',
  },
  '702.31b': {
    en: "Horsemanship: can't be blocked except by creatures with horsemanship.",
    de: 'Reiterei: Kann nur von Kreaturen mit Reiterei geblockt werden.',
  },
  '702.36': {
    en: 'Fear: blockable only by artifact creatures and black creatures.',
    de: 'Furcht: Nur von Artefaktkreaturen und schwarzen Kreaturen blockbar.',
  },
  '702.36b': {
    en: "Fear: can't be blocked except by artifact creatures and black creatures.",
    de: 'Furcht: Nur von Artefaktkreaturen und schwarzen Kreaturen blockbar.',
  },
  '702.80': {
    en: 'Wither: damage to creatures is dealt as -1/-1 counters.',
    de: 'Verdorren: Schaden an Kreaturen wird in Form von -1/-1-Marken zugefügt.',
  },
  '702.90': {
    en: 'Infect: damage to creatures as -1/-1 counters, to players as poison counters.',
    de: 'Infizieren: Schaden an Kreaturen als -1/-1-Marken, an Spielern als Giftmarken.',
  },
  '702.111': {
    en: "Menace: can't be blocked except by two or more creatures.",
    de: 'Bedrohlich: Kann nur von zwei oder mehr Kreaturen geblockt werden.',
  },
  '702.111b': {
    en: "Menace: can't be blocked except by two or more creatures.",
    de: 'Bedrohlich: Kann nur von zwei oder mehr Kreaturen geblockt werden.',
  },
  '702.118': {
    en: "Skulk: can't be blocked by creatures with greater power.",
    de: 'Schleichen: Kann nicht von Kreaturen mit größerer Stärke geblockt werden.',
  },
  '702.118b': {
    en: "Skulk: can't be blocked by creatures with greater power.",
    de: 'Schleichen: Kann nicht von Kreaturen mit größerer Stärke geblockt werden.',
  },
  '702.11b': {
    en: "Hexproof: can't be the target of opponents' spells or abilities.",
    de: 'Fluchsicher: Kann nicht Ziel von Zaubern oder Fähigkeiten der Gegner sein.',
  },
  '702.12b': {
    en: "Indestructible: isn't destroyed, not even by lethal damage.",
    de: 'Unzerstörbar: Wird nicht zerstört, auch nicht durch tödlichen Schaden.',
  },
  '702.16b': {
    en: "Protection: can't be targeted by spells or abilities of the stated quality.",
    de: 'Schutz: Kann nicht Ziel von Zaubern oder Fähigkeiten mit der genannten Eigenschaft sein.',
  },
  '702.15b': {
    en: 'Damage dealt by a source with lifelink makes its controller gain that much life.',
    de: 'Schaden durch eine Quelle mit Lebensverknüpfung lässt ihren Beherrscher ebenso viele Lebenspunkte gewinnen.',
  },
  '702.16e': {
    en: 'Damage from sources with the stated quality is prevented by protection.',
    de: 'Schaden von Quellen mit der genannten Eigenschaft wird durch Schutz verhindert.',
  },
  '702.18a': {
    en: "Shroud: can't be the target of spells or abilities.",
    de: 'Fluchsicherheit (Shroud): Kann nicht Ziel von Zaubern oder Fähigkeiten sein.',
  },
  '704.3': {
    en: 'State-based actions are checked whenever a player would receive priority.',
    de: 'Zustandsbasierte Aktionen werden geprüft, wann immer ein Spieler Priorität erhielte.',
  },
  '704.5a': {
    en: 'A player with 0 or less life loses the game.',
    de: 'Ein Spieler mit 0 oder weniger Lebenspunkten verliert das Spiel.',
  },
  '704.5b': {
    en: 'A player who drew from an empty library loses the game.',
    de: 'Wer aus einer leeren Bibliothek ziehen musste, verliert das Spiel.',
  },
  '704.5c': {
    en: 'A player with ten or more poison counters loses the game.',
    de: 'Ein Spieler mit zehn oder mehr Giftmarken verliert das Spiel.',
  },
  '704.5f': {
    en: "A creature with toughness 0 or less goes to its owner's graveyard.",
    de: 'Eine Kreatur mit Widerstandskraft 0 oder weniger kommt auf den Friedhof.',
  },
  '704.5g': {
    en: 'A creature with lethal damage marked on it is destroyed.',
    de: 'Eine Kreatur mit tödlichem Schaden wird zerstört.',
  },
  '704.5h': {
    en: 'A creature dealt damage by a deathtouch source is destroyed.',
    de: 'Eine Kreatur, der eine Quelle mit Todesberührung Schaden zugefügt hat, wird zerstört.',
  },
  '704.5i': {
    en: "A planeswalker with 0 loyalty goes to its owner's graveyard.",
    de: 'Ein Planeswalker mit Loyalität 0 kommt auf den Friedhof.',
  },
  '704.5j': {
    en: 'Legend rule: of two legendary permanents with the same name, their controller keeps one.',
    de: 'Legendenregel: Von zwei legendären bleibenden Karten gleichen Namens behält der Beherrscher eine.',
  },
  '704.5q': {
    en: '+1/+1 and -1/-1 counters on one permanent cancel out in pairs.',
    de: '+1/+1- und -1/-1-Marken auf einer bleibenden Karte heben sich paarweise auf.',
  },
  '704.5v': {
    en: "A battle with defense 0 goes to its owner's graveyard, unless an ability it is the source of has triggered and not yet left the stack.",
    de: 'Eine Schlacht mit Verteidigung 0 kommt auf den Friedhof ihres Besitzers, außer eine von ihr ausgelöste Fähigkeit hat den Stapel noch nicht verlassen.',
  },
  '733.1': {
    en: 'An illegal action is reversed entirely, as if it never happened.',
    de: 'Eine illegale Aktion wird vollständig rückgängig gemacht.',
  },
  '702.57b': {
    en: "Forecast: activated from its owner's hand during their upkeep, once each turn, revealing the card.",
    de: 'Vorhersage: wird aus der Hand seines Besitzers während dessen Versorgungssegments aktiviert, einmal pro Zug, indem die Karte offenbart wird.',
  },
  '113.6j': {
    en: "An activated ability whose cost can't be paid on the battlefield works from the zones where it can be.",
    de: 'Eine aktivierte Fähigkeit, deren Kosten auf dem Schlachtfeld nicht bezahlt werden können, wirkt in den Zonen, in denen das geht.',
  },
  '903.3': {
    en: 'In Commander, each deck is led by a card designated as its commander.',
    de: 'Im Commander wird jedes Deck von einer Karte angeführt, die als sein Kommandeur bestimmt ist.',
  },
  '903.4': {
    en: "A card's color identity is its colors together with the colors of the mana symbols in its costs and rules text.",
    de: 'Die Farbidentität einer Karte sind ihre Farben und die Farben der Manasymbole in ihren Kosten und ihrem Regeltext.',
  },
  '903.4f': {
    en: "What refers to the colors of a commander's color identity finds none when that player has no commander.",
    de: 'Was sich auf die Farben der Farbidentität eines Kommandeurs bezieht, findet keine, wenn der Spieler keinen Kommandeur hat.',
  },
  '903.6': {
    en: 'Each player starts the game with their commander face up in the command zone.',
    de: 'Jeder Spieler beginnt das Spiel mit seinem Kommandeur offen in der Kommandozone.',
  },
  '903.7': {
    en: 'In Commander, each player starts at 40 life.',
    de: 'Im Commander beginnt jeder Spieler mit 40 Lebenspunkten.',
  },
  '903.8': {
    en: 'A commander may be cast from the command zone, for {2} more for each earlier time it was cast from there.',
    de: 'Ein Kommandeur kann aus der Kommandozone gewirkt werden, für {2} mehr für jedes frühere Mal, das er von dort gewirkt wurde.',
  },
  '903.9a': {
    en: 'A commander newly put into a graveyard or exile may be moved by its owner to the command zone (a state-based action).',
    de: 'Ein Kommandeur, der neu auf einen Friedhof oder ins Exil gelegt wurde, darf von seinem Besitzer in die Kommandozone bewegt werden (ein zustandsbasierter Effekt).',
  },
  '903.9b': {
    en: "A commander that would go to its owner's hand or library may go to the command zone instead.",
    de: 'Ein Kommandeur, der auf die Hand oder in die Bibliothek seines Besitzers käme, darf stattdessen in die Kommandozone.',
  },
  '903.10a': {
    en: 'A player dealt 21 or more combat damage by the same commander over the game loses.',
    de: 'Ein Spieler, dem derselbe Kommandeur im Laufe des Spiels 21 oder mehr Kampfschaden zugefügt hat, verliert.',
  },
  '704.6c': {
    en: 'In Commander, a player dealt 21 or more combat damage by one commander loses the game.',
    de: 'Im Commander verliert ein Spieler, dem ein Kommandeur 21 oder mehr Kampfschaden zugefügt hat.',
  },
  '704.6d': {
    en: 'In Commander, a commander put into a graveyard or exile since the last check may be put into the command zone.',
    de: 'Im Commander darf ein Kommandeur, der seit der letzten Prüfung auf einen Friedhof oder ins Exil kam, in die Kommandozone gelegt werden.',
  },
  '800.4a': {
    en: 'A player who leaves the game takes their objects with them and no longer takes part in it.',
    de: 'Ein Spieler, der das Spiel verlässt, nimmt seine Objekte mit und nimmt nicht mehr daran teil.',
  },
  '702.45a': {
    en: 'Bushido N: whenever the creature blocks or becomes blocked, it gets +N/+N until end of turn.',
    de: 'Bushido N: Immer wenn die Kreatur blockt oder geblockt wird, erhält sie +N/+N bis zum Ende des Zuges.',
  },
  '702.25a': {
    en: 'Flanking: each creature without flanking that blocks this one gets -1/-1 until end of turn.',
    de: 'Flankenangriff: Jede Kreatur ohne Flankenangriff, die diese blockt, erhält -1/-1 bis zum Ende des Zuges.',
  },
  '702.46a': {
    en: 'Soulshift N: when the permanent goes to a graveyard from the battlefield, its controller may return a Spirit card of mana value N or less from their graveyard to their hand.',
    de: 'Seelenwanderung N: Kommt die bleibende Karte vom Spielfeld auf einen Friedhof, darf ihr Beherrscher eine Geist-Karte mit Manabetrag N oder weniger aus seinem Friedhof auf die Hand nehmen.',
  },
  '702.23a': {
    en: 'Rampage N: when the creature becomes blocked, it gets +N/+N until end of turn for each blocker after the first.',
    de: 'Amoklauf N: Wird die Kreatur geblockt, erhält sie bis zum Ende des Zuges +N/+N für jeden Blocker nach dem ersten.',
  },
  '702.30a': {
    en: "Echo: in its controller's first upkeep after it came under their control, they pay the echo cost or sacrifice it.",
    de: 'Echo: Im ersten Versorgungssegment, nachdem sie unter die Kontrolle ihres Beherrschers kam, zahlt er die Echokosten oder opfert sie.',
  },
  '702.54a': {
    en: 'Bloodthirst N: if an opponent was dealt damage this turn, the permanent enters with N +1/+1 counters.',
    de: 'Blutdurst N: Wurde einem Gegner in diesem Zug Schaden zugefügt, kommt die bleibende Karte mit N +1/+1-Marken ins Spiel.',
  },
  '702.59a': {
    en: 'Recover [cost]: while the card is in your graveyard, when a creature goes there from the battlefield you may pay the cost to return the card to your hand; if you do not, the card is exiled.',
    de: 'Wiederherstellen [Kosten]: Liegt die Karte in deinem Friedhof und kommt eine Kreatur vom Spielfeld dorthin, kannst du die Kosten zahlen und sie auf die Hand nehmen; sonst wird sie ins Exil geschickt.',
  },
  '702.95a': {
    en: 'Soulbond: as it or another creature enters under your control, you may pair two unpaired creatures you control.',
    de: 'Seelenbindung: Kommt sie oder eine andere Kreatur unter deiner Kontrolle ins Spiel, kannst du zwei ungepaarte Kreaturen paaren.',
  },
  '702.95c': {
    en: "Soulbond: what is no longer a creature on the battlefield under the ability's controller as it resolves is not paired.",
    de: 'Seelenbindung: Was beim Verrechnen keine Kreatur im Spiel unter dem Beherrscher der Fähigkeit mehr ist, wird nicht gepaart.',
  },
  '702.95e': {
    en: 'A pair breaks when either creature leaves the battlefield, stops being a creature, or changes controller.',
    de: 'Ein Paar endet, wenn eine der Kreaturen das Spiel verlässt, keine Kreatur mehr ist oder den Beherrscher wechselt.',
  },
  '702.110a': {
    en: 'Exploit: when the creature enters, its controller may sacrifice a creature.',
    de: 'Ausbeuten: Kommt die Kreatur ins Spiel, kann ihr Beherrscher eine Kreatur opfern.',
  },
  '702.110b': {
    en: 'A creature exploits a creature when the controller of its exploit ability sacrifices one as that ability resolves.',
    de: 'Eine Kreatur beutet eine Kreatur aus, wenn der Beherrscher ihrer Ausbeuten-Fähigkeit beim Verrechnen eine opfert.',
  },
  '702.94a': {
    en: 'Miracle [cost]: revealed as it is drawn, if it is the first card drawn this turn, the card may then be cast for that cost instead of its mana cost.',
    de: 'Wunder [Kosten]: Wird die Karte als erste Karte des Zuges gezogen und offenbart, kann sie dann für diese Kosten statt ihrer Manakosten gewirkt werden.',
  },
  '702.119a': {
    en: "Emerge [cost]: the spell may be cast for that cost and a sacrificed creature instead of its mana cost, its total cost reduced by that creature's mana value.",
    de: 'Auftauchen [Kosten]: Der Zauberspruch kann für diese Kosten und das Opfern einer Kreatur statt seiner Manakosten gewirkt werden; seine Gesamtkosten sinken um den Manawert dieser Kreatur.',
  },
  '702.39a': {
    en: 'Provoke: when the creature attacks, its controller may have a creature of the defending player block it this combat if able, and untap that creature.',
    de: 'Provozieren: Greift die Kreatur an, kann ihr Beherrscher eine Kreatur des verteidigenden Spielers in diesem Kampf zum Blocken zwingen, falls möglich, und sie enttappen.',
  },
  '702.63b': {
    en: 'Vanishing without a number: only the upkeep removal of a time counter and the sacrifice when the last is removed.',
    de: 'Schwinden ohne Zahl: nur das Entfernen einer Zeitmarke im Versorgungssegment und das Opfern, wenn die letzte entfernt wird.',
  },
  '702.54b': {
    en: 'Bloodthirst X: the permanent enters with as many +1/+1 counters as the damage your opponents were dealt this turn.',
    de: 'Blutdurst X: Die bleibende Karte kommt mit so vielen +1/+1-Marken ins Spiel, wie deinen Gegnern in diesem Zug Schaden zugefügt wurde.',
  },
  '702.71a': {
    en: 'Transfigure [cost]: pay it and sacrifice the permanent to put a creature card of the same mana value from your library onto the battlefield, as a sorcery.',
    de: 'Transfigurieren [Kosten]: Zahle sie und opfere die bleibende Karte, um eine Kreaturenkarte mit gleichem Manawert aus deiner Bibliothek ins Spiel zu bringen, nur als Hexerei.',
  },
  '702.105a': {
    en: 'Dethrone: attacking the player with the most life, or one tied for it, the creature gets a +1/+1 counter.',
    de: 'Entthronen: Greift die Kreatur den Spieler mit dem höchsten (oder gleich höchsten) Lebenspunktestand an, erhält sie eine +1/+1-Marke.',
  },
  '702.134a': {
    en: 'Mentor: when the creature attacks, another attacking creature with less power gets a +1/+1 counter (targeted).',
    de: 'Mentor: Greift die Kreatur an, erhält eine angreifende Kreatur mit geringerer Stärke als Ziel eine +1/+1-Marke.',
  },
  '702.130a': {
    en: 'Afflict N: when the creature becomes blocked, the defending player loses N life.',
    de: 'Bedrängen N: Wird die Kreatur geblockt, verliert der verteidigende Spieler N Lebenspunkte.',
  },
  '702.121a': {
    en: 'Melee: when the creature attacks, it gets +1/+1 until end of turn for each opponent its controller attacked with creatures this combat.',
    de: 'Nahkampf: Greift die Kreatur an, erhält sie bis zum Ende des Zuges +1/+1 für jeden Gegner, den ihr Beherrscher in diesem Kampf mit Kreaturen angegriffen hat.',
  },
  '702.32a': {
    en: "Fading N: the permanent enters with N fade counters; in each of its controller's upkeeps one is removed, and if none can be, it is sacrificed.",
    de: 'Schwinden N: Die bleibende Karte kommt mit N Schwundmarken ins Spiel; in jedem Versorgungssegment ihres Beherrschers wird eine entfernt, und geht das nicht, wird sie geopfert.',
  },
  '702.58a': {
    en: 'Graft N: the permanent enters with N +1/+1 counters and may move one onto each other creature that enters.',
    de: 'Pfropfen N: Die bleibende Karte kommt mit N +1/+1-Marken ins Spiel und darf je eine auf jede andere Kreatur versetzen, die ins Spiel kommt.',
  },
  '122.5': {
    en: 'Moving a counter takes it off one object and puts it on another; if either part is impossible, nothing happens.',
    de: 'Eine Marke zu versetzen nimmt sie von einem Objekt und legt sie auf ein anderes; ist ein Teil unmöglich, geschieht nichts.',
  },
  '702.61a': {
    en: "Split second: while the spell is on the stack, players can't cast other spells or activate abilities other than mana abilities.",
    de: 'Sekundenbruchteil: Solange der Zauberspruch auf dem Stapel liegt, kann niemand andere Zaubersprüche wirken oder Fähigkeiten außer Manafähigkeiten aktivieren.',
  },
  '702.61b': {
    en: 'With a split-second spell on the stack, no other spell can be cast and no non-mana ability activated; triggers and special actions still happen.',
    de: 'Liegt ein Zauberspruch mit Sekundenbruchteil auf dem Stapel, kann kein anderer gewirkt und keine Nicht-Manafähigkeit aktiviert werden; Auslöser und Sonderaktionen bleiben möglich.',
  },
  '702.98a': {
    en: "Unleash: its controller may have it enter with a +1/+1 counter; while it has one, it can't block.",
    de: 'Entfesseln: Ihr Beherrscher darf sie mit einer +1/+1-Marke ins Spiel bringen; solange sie eine hat, kann sie nicht blocken.',
  },
  '702.89a': {
    en: 'Umbra armor (formerly totem armor): if the enchanted permanent would be destroyed, its damage is removed and the Aura is destroyed instead.',
    de: 'Umbra-Rüstung (früher Totemrüstung): Würde die verzauberte bleibende Karte zerstört, wird stattdessen ihr Schaden entfernt und die Aura zerstört.',
  },
  '702.115a': {
    en: 'Ingest: whenever the creature deals combat damage to a player, that player exiles the top card of their library.',
    de: 'Verschlingen: Immer wenn die Kreatur einem Spieler Kampfschaden zufügt, schickt dieser die oberste Karte seiner Bibliothek ins Exil.',
  },
  '702.51a': {
    en: 'Convoke: each creature its caster taps while paying pays for one generic mana or one mana of a color it has.',
    de: 'Einberufen: Jede Kreatur, die der Wirker beim Bezahlen tappt, bezahlt ein generisches Mana oder ein Mana einer ihrer Farben.',
  },
  '702.126a': {
    en: 'Improvise: each artifact its caster taps while paying pays for one generic mana.',
    de: 'Improvisieren: Jedes Artefakt, das der Wirker beim Bezahlen tappt, bezahlt ein generisches Mana.',
  },
  '702.66a': {
    en: 'Delve: each card its caster exiles from their graveyard while paying pays for one generic mana.',
    de: 'Wühlen: Jede Karte, die der Wirker beim Bezahlen aus seinem Friedhof ins Exil schickt, bezahlt ein generisches Mana.',
  },
  '702.24a': {
    en: 'Cumulative upkeep: each upkeep of its controller it gets an age counter, and they pay the cost once for each age counter or sacrifice it.',
    de: 'Kumulative Versorgung: In jedem Versorgungssegment ihres Beherrschers erhält sie eine Alterungsmarke, und er zahlt die Kosten einmal je Alterungsmarke oder opfert sie.',
  },
  '702.5d': {
    en: 'An Aura that can enchant a player targets a player and is attached to that player.',
    de: 'Eine Aura, die einen Spieler verzaubern kann, zielt auf einen Spieler und wird an ihn angelegt.',
  },
  '702.5a': {
    en: 'Enchant [quality]: an Aura spell can target, and the Aura enchant, only what the quality allows.',
    de: 'Verzaubern [Eigenschaft]: Ein Aura-Zauberspruch kann nur als Ziel haben, und die Aura nur verzaubern, was die Eigenschaft erlaubt.',
  },
  '702.124h': {
    en: "Partner: two legendary cards with partner may together be a Commander deck's commanders; it does nothing in the game.",
    de: 'Partner: Zwei legendäre Karten mit Partner dürfen zusammen die Kommandeure eines Commander-Decks sein; im Spiel bewirkt es nichts.',
  },
  '702.107a': {
    en: 'Outlast [cost]: for the cost and tapping it, the creature gets a +1/+1 counter, only as a sorcery.',
    de: 'Ausdauer [Kosten]: Für die Kosten und Tappen erhält die Kreatur eine +1/+1-Marke, nur zum Zeitpunkt einer Hexerei.',
  },
  '702.27a': {
    en: 'Buyback: its caster may pay the buyback cost too; if they did, the spell goes to their hand as it resolves, not the graveyard.',
    de: 'Rückkauf: Der Wirker darf zusätzlich die Rückkaufkosten zahlen; dann kommt der Zauberspruch beim Verrechnen auf seine Hand statt auf den Friedhof.',
  },
  '702.42a': {
    en: "Entwine: its caster may choose all of the modal spell's modes by paying the entwine cost too.",
    de: 'Verflechten: Der Wirker darf alle Modi des modalen Zauberspruchs wählen, wenn er zusätzlich die Verflechtungskosten zahlt.',
  },
  '702.103a': {
    en: 'Bestow: its caster may cast the creature card bestowed, paying the bestow cost instead of the mana cost.',
    de: 'Göttergabe: Der Wirker darf die Kreaturenkarte als Göttergabe wirken und zahlt dann statt der Manakosten die Göttergabekosten.',
  },
  '702.103c': {
    en: 'Bestow: a copy of a bestowed Aura spell is bestowed as well.',
    de: 'Göttergabe: Eine Kopie eines als Göttergabe gewirkten Aura-Zauberspruchs ist ebenfalls eine Göttergabe.',
  },
  '702.103e': {
    en: 'Bestow: if its target is illegal as the bestowed Aura spell starts to resolve, it stops being bestowed and resolves as a creature spell.',
    de: 'Göttergabe: Ist das Ziel ungültig, wenn der Göttergabe-Aura-Zauberspruch zu verrechnen beginnt, endet die Göttergabe und er wird als Kreaturenzauberspruch verrechnet.',
  },
  '702.103f': {
    en: 'Bestow: a bestowed Aura that becomes unattached, or is attached to something it may not enchant, is unattached and stops being bestowed instead of going to the graveyard.',
    de: 'Göttergabe: Eine Göttergabe-Aura, die nicht mehr angelegt ist oder an etwas Unzulässiges angelegt ist, wird gelöst und ist keine Göttergabe mehr, statt auf den Friedhof gelegt zu werden.',
  },
  '702.96a': {
    en: 'Overload: its caster may pay the overload cost instead of the mana cost; then each "target" in its text reads "each".',
    de: 'Überladen: Der Wirker darf statt der Manakosten die Überladungskosten zahlen; dann steht in seinem Text „jede“ statt „Ziel“.',
  },
  '702.109a': {
    en: "Dash: cast for its dash cost, the permanent has haste and returns to its owner's hand at the beginning of the next end step.",
    de: 'Spurt: Für die Spurtkosten gewirkt, hat die bleibende Karte Eile und kehrt zu Beginn des nächsten Endsegments auf die Hand ihres Besitzers zurück.',
  },
  '702.81a': {
    en: "Retrace: the card may be cast from its owner's graveyard by discarding a land card as an additional cost.",
    de: 'Rückverfolgen: Die Karte darf aus dem Friedhof ihres Besitzers gewirkt werden, indem er als zusätzliche Kosten eine Länderkarte abwirft.',
  },
  '702.44a': {
    en: 'Sunburst: entering as a cast spell, it gets a +1/+1 counter (a charge counter if not a creature) for each color of mana spent to cast it.',
    de: 'Sonnenstrahl: Kommt sie als gewirkter Zauberspruch ins Spiel, erhält sie eine +1/+1-Marke (keine Kreatur: eine Ladungsmarke) je Farbe des zum Wirken ausgegebenen Manas.',
  },
  '702.88a': {
    en: "Rebound: cast from the hand, the spell is exiled as it resolves, and at its controller's next upkeep they may cast it from exile without paying its mana cost.",
    de: 'Rückprall: Aus der Hand gewirkt, wird der Zauberspruch beim Verrechnen ins Exil geschickt, und im nächsten Versorgungssegment seines Beherrschers darf er ihn kostenlos aus dem Exil wirken.',
  },
  '702.84a': {
    en: 'Unearth: from the graveyard, as a sorcery, it returns with haste, is exiled at the next end step, and is exiled if it would leave the battlefield.',
    de: 'Ausgraben: Aus dem Friedhof, zum Zeitpunkt einer Hexerei, kehrt sie mit Eile zurück, wird beim nächsten Endsegment ins Exil geschickt und ebenso, wenn sie das Spielfeld verlassen würde.',
  },
  '702.62a': {
    en: 'Suspend N: instead of casting it, its owner may pay the suspend cost and exile it with N time counters; one is removed each of their upkeeps, and with the last they may cast it without paying its mana cost.',
    de: 'Aussetzen N: Statt ihn zu wirken, darf sein Besitzer die Aussetzungskosten zahlen und ihn mit N Zeitmarken ins Exil schicken; in jedem seiner Versorgungssegmente wird eine entfernt, mit der letzten darf er ihn kostenlos wirken.',
  },
  '116.2f': {
    en: "Suspending a card from one's hand is a special action, taken with priority when the card could be cast.",
    de: 'Eine Karte aus der Hand auszusetzen ist eine Sonderaktion, mit Priorität, wenn die Karte gewirkt werden könnte.',
  },
  '702.97a': {
    en: "Scavenge: exiling the card from its owner's graveyard for the cost, as a sorcery, puts +1/+1 counters equal to its power on target creature.",
    de: 'Ausschlachten: Wird die Karte für die Kosten, zum Zeitpunkt einer Hexerei, aus dem Friedhof ins Exil geschickt, erhält eine Kreatur als Ziel so viele +1/+1-Marken, wie ihre Stärke beträgt.',
  },
  '702.128a': {
    en: "Embalm: exiling the card from its owner's graveyard for the cost, as a sorcery, makes a token copy of it — a white Zombie with no mana cost.",
    de: 'Einbalsamieren: Wird die Karte für die Kosten, zum Zeitpunkt einer Hexerei, aus dem Friedhof ins Exil geschickt, entsteht ein Spielstein als ihre Kopie — ein weißer Zombie ohne Manakosten.',
  },
  '702.82a': {
    en: 'Devour N: as it enters, its controller may sacrifice creatures; it enters with N +1/+1 counters for each.',
    de: 'Verschlingen N: Kommt sie ins Spiel, darf ihr Beherrscher Kreaturen opfern; sie erhält N +1/+1-Marken für jede.',
  },
  '702.38a': {
    en: 'Amplify N: as it enters, its controller may reveal cards from their hand sharing a creature type with it; N +1/+1 counters for each.',
    de: 'Verstärken N: Kommt sie ins Spiel, darf ihr Beherrscher Handkarten mit einem gemeinsamen Kreaturentyp vorzeigen; N +1/+1-Marken für jede.',
  },
  '702.37a': {
    en: 'Morph: the card may be cast face down for {3} as a 2/2 creature with no name, text, subtypes or mana cost.',
    de: 'Morph: Die Karte darf für {3} verdeckt gewirkt werden, als 2/2-Kreatur ohne Namen, Text, Untertypen und Manakosten.',
  },
  '702.37b': {
    en: 'Megamorph: a morph whose permanent gets a +1/+1 counter as it is turned face up for its megamorph cost.',
    de: 'Megamorph: ein Morph, dessen bleibende Karte eine +1/+1-Marke erhält, wenn sie für ihre Megamorphkosten umgedreht wird.',
  },
  '702.37e': {
    en: 'With priority, a player may turn a face-down permanent they control face up by paying its morph cost; a special action.',
    de: 'Mit Priorität darf ein Spieler eine verdeckte bleibende Karte, die er kontrolliert, für ihre Morphkosten umdrehen; eine Sonderaktion.',
  },
  '708.8': {
    en: "Turned face up, a permanent has its own characteristics again; effects on it still apply, and it didn't enter the battlefield.",
    de: 'Aufgedeckt hat eine bleibende Karte wieder ihre eigenen Eigenschaften; Effekte auf ihr wirken weiter, und sie kam nicht ins Spiel.',
  },
  '708.9': {
    en: 'A face-down spell or permanent leaving the stack or battlefield (but for the battlefield) is revealed: it is its card again.',
    de: 'Ein verdeckter Zauberspruch oder eine verdeckte bleibende Karte, die Stapel oder Spielfeld verlässt (außer aufs Spielfeld), wird aufgedeckt: wieder die Karte.',
  },
  '701.27a': {
    en: 'To transform a permanent is to turn it over so that its other face is up; only double-faced cards can.',
    de: 'Eine bleibende Karte zu transformieren heißt, sie auf ihre andere Seite zu drehen; nur doppelseitige Karten können das.',
  },
  '701.27c': {
    en: "Told to transform a permanent that isn't a double-faced card, nothing happens.",
    de: 'Soll eine bleibende Karte transformieren, die keine doppelseitige Karte ist, geschieht nichts.',
  },
  '701.27e': {
    en: 'An ability that triggers when a permanent "transforms into" something triggers if it has that face up just after.',
    de: 'Eine Fähigkeit, die auslöst, wenn sich eine bleibende Karte „in“ etwas transformiert, löst aus, wenn sie danach diese Seite oben hat.',
  },
  '701.27f': {
    en: "A permanent's own ability transforms it only if it hasn't transformed since the ability went on the stack.",
    de: 'Eine eigene Fähigkeit transformiert die bleibende Karte nur, wenn sie sich nicht transformiert hat, seit die Fähigkeit auf den Stapel kam.',
  },
  '712.8a': {
    en: 'Outside the battlefield and the stack, a double-faced card has only its front face.',
    de: 'Außerhalb von Spielfeld und Stapel hat eine doppelseitige Karte nur ihre Vorderseite.',
  },
  '712.8e': {
    en: "With its back face up, a permanent has only that face, but its mana value is its front face's.",
    de: 'Mit der Rückseite nach oben hat eine bleibende Karte nur diese Seite, doch ihr Manabetrag ist der der Vorderseite.',
  },
  '712.14': {
    en: 'A double-faced card put onto the battlefield other than from the stack enters front face up.',
    de: 'Eine doppelseitige Karte, die nicht vom Stapel aufs Spielfeld kommt, kommt mit der Vorderseite nach oben.',
  },
  '709.3': {
    en: 'Casting a split card, a player chooses which half to cast before it goes on the stack.',
    de: 'Wer eine geteilte Karte wirkt, wählt vor dem Stapel, welche Hälfte er wirkt.',
  },
  '709.3b': {
    en: 'On the stack, a split spell has only the characteristics of the half cast.',
    de: 'Auf dem Stapel hat ein geteilter Zauberspruch nur die Eigenschaften der gewirkten Hälfte.',
  },
  '709.4': {
    en: "Outside the stack, a split card has its two halves' characteristics combined.",
    de: 'Außerhalb des Stapels hat eine geteilte Karte die Eigenschaften beider Hälften zusammen.',
  },
  '702.102a': {
    en: 'Fuse: cast from the hand, a split card may be cast as both halves at once.',
    de: 'Fusion: Aus der Hand darf eine geteilte Karte mit beiden Hälften zugleich gewirkt werden.',
  },
  '702.102d': {
    en: 'A fused split spell follows the instructions of its left half, then those of its right half.',
    de: 'Ein fusionierter Zauberspruch befolgt die Anweisungen der linken, dann die der rechten Hälfte.',
  },
  '702.87a': {
    en: 'Level up [cost]: pay the cost to put a level counter on this permanent, only as a sorcery.',
    de: 'Stufenaufstieg [Kosten]: Zahle die Kosten, um eine Stufenmarke auf diese bleibende Karte zu legen, nur zur Zeit einer Hexerei.',
  },
  '711.2': {
    en: 'A level symbol is a static ability: with that many level counters, the leveler has that power and toughness and those abilities.',
    de: 'Ein Stufensymbol ist eine statische Fähigkeit: Mit so vielen Stufenmarken hat der Stufenaufsteiger diese Stärke und Widerstandskraft und diese Fähigkeiten.',
  },
  '702.127a': {
    en: 'Aftermath: that half of a split card is cast only from a graveyard, and then exiled as it leaves the stack.',
    de: 'Nachwirkung: Diese Hälfte einer geteilten Karte wird nur aus einem Friedhof gewirkt und beim Verlassen des Stapels ins Exil geschickt.',
  },
  '715.3': {
    en: "An adventurer card is cast either normally or as an Adventure, with only the Adventure's characteristics.",
    de: 'Eine Abenteurerkarte wird normal oder als Abenteuer gewirkt, dann nur mit den Eigenschaften des Abenteuers.',
  },
  '715.3d': {
    en: 'An Adventure resolving is exiled; while it stays there, its controller may cast it, but not as an Adventure.',
    de: 'Ein verrechnetes Abenteuer wird ins Exil geschickt; solange es dort bleibt, darf sein Beherrscher es wirken, aber nicht als Abenteuer.',
  },
  '116.2b': {
    en: 'Turning a face-down creature face up is a special action, taken any time its controller has priority.',
    de: 'Eine verdeckte Kreatur umzudrehen ist eine Sonderaktion, jederzeit mit Priorität ihres Beherrschers.',
  },
  '702.91a': {
    en: 'Battle cry: whenever the creature attacks, each other attacking creature gets +1/+0 until end of turn.',
    de: 'Schlachtruf: Immer wenn die Kreatur angreift, erhält jede andere angreifende Kreatur +1/+0 bis zum Ende des Zuges.',
  },
  '702.135a': {
    en: 'Afterlife N: when the permanent is put into a graveyard from the battlefield, its controller creates N 1/1 white and black flying Spirit tokens.',
    de: 'Nachleben N: Kommt die bleibende Karte vom Spielfeld auf einen Friedhof, erzeugt ihr Beherrscher N fliegende weiß-schwarze 1/1 Geist-Spielsteine.',
  },
  '702.86a': {
    en: 'Annihilator N: whenever the creature attacks, the defending player sacrifices N permanents.',
    de: 'Vernichter N: Immer wenn die Kreatur angreift, opfert der verteidigende Spieler N bleibende Karten.',
  },
  '702.129a': {
    en: "Eternalize: exiling the card from its owner's graveyard for the cost, as a sorcery, makes a token copy of it — a black 4/4 Zombie with no mana cost.",
    de: 'Verewigen: Wird die Karte für die Kosten, zum Zeitpunkt einer Hexerei, aus dem Friedhof ins Exil geschickt, entsteht ein Spielstein als ihre Kopie — ein schwarzer 4/4 Zombie ohne Manakosten.',
  },
  '702.77a': {
    en: "Reinforce N: for its cost and discarding the card from its owner's hand, put N +1/+1 counters on target creature.",
    de: 'Verstärkung N: Für die Kosten und indem die Karte aus der Hand abgeworfen wird, werden N +1/+1-Marken auf eine Kreatur deiner Wahl gelegt.',
  },
  '702.125a': {
    en: 'Undaunted: the spell costs {1} less to cast for each opponent its caster has.',
    de: 'Unerschrocken: Der Zauberspruch kostet beim Wirken {1} weniger für jeden Gegner seines Wirkers.',
  },
  '702.117a': {
    en: 'Surge: the spell may be cast for its surge cost instead of its mana cost if its caster (or a teammate) has cast another spell this turn.',
    de: 'Woge: Der Zauberspruch darf statt für seine Manakosten für seine Wogekosten gewirkt werden, wenn sein Wirker (oder ein Teamgefährte) in diesem Zug schon einen anderen Zauberspruch gewirkt hat.',
  },
  '702.137a': {
    en: 'Spectacle: the spell may be cast for its spectacle cost instead of its mana cost if an opponent lost life this turn.',
    de: 'Spektakel: Der Zauberspruch darf statt für seine Manakosten für seine Spektakelkosten gewirkt werden, wenn ein Gegner in diesem Zug Lebenspunkte verloren hat.',
  },
  '702.53a': {
    en: "Transmute: as a sorcery, for its cost and discarding the card from its owner's hand, search the library for a card with the same mana value, reveal it, put it into the hand, then shuffle.",
    de: 'Umwandeln: Zum Zeitpunkt einer Hexerei, für die Kosten und indem die Karte aus der Hand abgeworfen wird, wird die Bibliothek nach einer Karte mit demselben Manabetrag durchsucht, sie offengelegt, auf die Hand genommen, dann gemischt.',
  },
  '702.52a': {
    en: "Dredge N: while the card is in its owner's graveyard and they have at least N cards in their library, they may mill N cards and return it to their hand instead of drawing a card.",
    de: 'Ausgraben N: Solange die Karte im Friedhof ihres Besitzers ist und er mindestens N Karten in der Bibliothek hat, darf er statt eine Karte zu ziehen N Karten millen und sie auf die Hand zurücknehmen.',
  },
  '701.41a': {
    en: 'Support N: put a +1/+1 counter on each of up to N other target creatures (on an instant or sorcery, up to N target creatures).',
    de: 'Unterstützen N: Auf jede von bis zu N anderen Kreaturen deiner Wahl wird eine +1/+1-Marke gelegt (bei einer Spontanzauber oder Hexerei auf bis zu N Kreaturen deiner Wahl).',
  },
  '702.120a': {
    en: 'Escalate: for each mode chosen beyond the first, its caster pays the escalate cost as an additional cost.',
    de: 'Eskalation: Für jeden Modus nach dem ersten zahlt der Wirkende die Eskalationskosten als zusätzliche Kosten.',
  },
  '702.131': {
    en: "The ascend keyword ability: ten or more permanents give their controller the city's blessing.",
    de: 'Die Schlüsselwortfähigkeit Aufstieg: zehn oder mehr bleibende Karten geben ihrem Beherrscher den Segen der Stadt.',
  },
  '702.131a': {
    en: "Ascend on an instant or sorcery: as it resolves, ten or more permanents give its controller the city's blessing for good.",
    de: 'Aufstieg auf einem Spontanzauber oder einer Hexerei: Beim Verrechnen geben zehn oder mehr bleibende Karten seinem Beherrscher den Segen der Stadt für immer.',
  },
  '702.131b': {
    en: "Ascend on a permanent: whenever its controller has ten or more permanents and no city's blessing, they get it for good.",
    de: 'Aufstieg auf einer bleibenden Karte: Hat ihr Beherrscher zehn oder mehr bleibende Karten und keinen Segen der Stadt, erhält er ihn für immer.',
  },
} as const satisfies Record<string, { readonly en: string; readonly de: string }>;

export type RuleId = keyof typeof RULES;

export type Language = 'en' | 'de';

export function ruleSummary(id: RuleId, language: Language = 'en'): string {
  return RULES[id][language];
}

export function isCitedRule(id: string): id is RuleId {
  return Object.prototype.hasOwnProperty.call(RULES, id);
}

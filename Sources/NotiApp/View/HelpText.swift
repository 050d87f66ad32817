/// The `?` overlay: every key, grouped. The README's key table says the same.
enum HelpText {
    static let lines: [String] = [
        "Down / Space   expand the banner or the selected notification",
        "1 – 9, 0       press the Nth action (0 = 10th)",
        "Enter          default action: open the app",
        "x              dismiss (the app hears it with customDismissAction)",
        "Esc / Up       close the expanded view, not dismissing (Up: from its top)",
        "← → / Tab      select an action; Enter presses it",
        "↓ ↑ PgDn PgUp  scroll a long look taller than the screen (Home / End)",
        "c              Centre: Space opens a stack (top row: Show Less / x Clear)",
        "s              settings: per-app notification settings",
        "l              lock / unlock; locked, opening asks to unlock first",
        "d  m           Do Not Disturb (Focus) / ring-silent switch, on / off",
        "f              the app in the foreground / background",
        "p              send a sample push from the workspace",
        "]              jump the clock to the next trigger or summary",
        ". < >          pause / slower / faster clock",
        "o  w  t        next iOS version / device / theme (an open long look too)",
        "L              the event log full screen",
        ":              command line (:push FILE, :schedule …, :os 13, :advance 5m …)",
        "?              this help        q  quit",
    ]
}

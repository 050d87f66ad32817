/// The built-in themes, compiled in so the binary works anywhere; identical to the files in Themes/ (a test checks).
enum BuiltInThemes {
    /// Name and file text of each built-in theme, the default (`dark`) first.
    static let sources: [(name: String, text: String)] = [
        ("dark", #"""
# notisim dark: the look of iOS notifications in dark mode, for truecolor terminals.
card.fg = #e5e5ea
card.bg = #1c1c1e
frame.fg = #48484a
icon.fg = #0a84ff
appName.fg = #aeaeb2
time.fg = #8e8e93
title.fg = #ffffff
title.bold = true
subtitle.fg = #f2f2f7
subtitle.bold = true
body.fg = #e5e5ea
dismiss.fg = #aeaeb2
action.fg = #0a84ff
actionDestructive.fg = #ff453a
selection.reverse = true
textInput.fg = #ffffff
textInput.bg = #2c2c2e
placeholder.fg = #8e8e93
summary.fg = #8e8e93
critical.fg = #ff453a
critical.bold = true
timeSensitive.fg = #ff9f0a
timeSensitive.bold = true
provisional.fg = #0a84ff
customText.fg = #ffffff
media.fg = #ffffff
media.bold = true
lockTime.fg = #ffffff
lockTime.bold = true
lockDate.fg = #e5e5ea
imagePlaceholder.fg = #8e8e93
"""#),
        ("light", #"""
# notisim light: the look of iOS notifications in light mode, for truecolor terminals.
card.fg = #1c1c1e
card.bg = #f2f2f7
frame.fg = #c7c7cc
icon.fg = #007aff
appName.fg = #636366
time.fg = #8e8e93
title.fg = #000000
title.bold = true
subtitle.fg = #1c1c1e
subtitle.bold = true
body.fg = #1c1c1e
dismiss.fg = #636366
action.fg = #007aff
actionDestructive.fg = #ff3b30
selection.reverse = true
textInput.fg = #000000
textInput.bg = #e5e5ea
placeholder.fg = #8e8e93
summary.fg = #636366
critical.fg = #ff3b30
critical.bold = true
timeSensitive.fg = #ff9500
timeSensitive.bold = true
provisional.fg = #007aff
customText.fg = #000000
media.fg = #000000
media.bold = true
lockTime.fg = #000000
lockTime.bold = true
lockDate.fg = #1c1c1e
imagePlaceholder.fg = #8e8e93
"""#),
        ("high-contrast", #"""
# notisim high-contrast: black and white with bright accents, bold text; basic 16 colours only.
card.fg = bright-white
card.bg = black
frame.fg = bright-white
icon.fg = bright-yellow
appName.fg = bright-white
appName.bold = true
time.fg = bright-white
title.fg = bright-white
title.bold = true
title.underline = true
subtitle.fg = bright-white
subtitle.bold = true
body.fg = bright-white
dismiss.fg = bright-yellow
dismiss.bold = true
action.fg = bright-cyan
action.bold = true
actionDestructive.fg = bright-red
actionDestructive.bold = true
actionDestructive.underline = true
selection.reverse = true
selection.bold = true
textInput.fg = black
textInput.bg = bright-white
placeholder.fg = bright-white
placeholder.italic = true
summary.fg = bright-yellow
critical.fg = bright-red
critical.bold = true
critical.reverse = true
timeSensitive.fg = bright-yellow
timeSensitive.bold = true
provisional.fg = bright-cyan
provisional.bold = true
customText.fg = bright-white
media.fg = bright-yellow
media.bold = true
lockTime.fg = bright-white
lockTime.bold = true
lockDate.fg = bright-white
imagePlaceholder.fg = bright-yellow
"""#),
        ("mono", #"""
# notisim mono: no colours at all, only attributes; chosen when NO_COLOR is set.
frame.dim = true
appName.bold = true
time.dim = true
title.bold = true
subtitle.bold = true
dismiss.bold = true
action.underline = true
actionDestructive.bold = true
actionDestructive.underline = true
selection.reverse = true
textInput.underline = true
placeholder.dim = true
summary.dim = true
critical.bold = true
critical.reverse = true
timeSensitive.bold = true
provisional.underline = true
media.bold = true
lockTime.bold = true
imagePlaceholder.dim = true
"""#),
    ]
}

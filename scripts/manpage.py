#!/usr/bin/env python3
"""Writes notisim's man page (roff, section 1) from the command definitions notisim itself describes:
`notisim --experimental-dump-help` (swift-argument-parser's tool description) on standard input.

    notisim --experimental-dump-help | python3 scripts/manpage.py VERSION > notisim.1
"""
import json
import sys


def escape(text):
    """Text as roff shows it: backslashes and hyphens escaped, no line starting with a control character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(("\\&" + line) if line[:1] in (".", "'") else line for line in text.split("\n"))


def argument_name(argument):
    names = argument.get("names") or []
    if argument["kind"] == "positional":
        return "<" + argument["valueName"] + ">"
    spelled = ", ".join(("-" if name["kind"] == "short" else "--") + name["name"] for name in names)
    return spelled + (" <" + argument["valueName"] + ">" if argument["kind"] == "option" else "")


def command_section(command, path):
    lines = [".SH " + escape(" ".join(path).upper()) if len(path) > 1 else ".SH OPTIONS"]
    if len(path) > 1:
        lines += [".B " + escape(" ".join(path)), ".br", escape(command.get("abstract", ""))]
        if command.get("discussion"):
            lines += [".PP", escape(command["discussion"])]
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True):
            continue
        lines += [".TP", ".B " + escape(argument_name(argument)), escape(argument.get("abstract", ""))]
        if argument.get("defaultValue"):
            lines[-1] += escape(" (default: " + argument["defaultValue"] + ")")
    return lines


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: notisim --experimental-dump-help | python3 scripts/manpage.py VERSION > notisim.1")
    try:
        root = json.load(sys.stdin)["command"]
    except (ValueError, KeyError) as error:
        sys.exit("manpage: standard input is not notisim's --experimental-dump-help output: %s" % error)
    name = root["commandName"]
    subcommands = [sub for sub in root.get("subcommands", []) if sub.get("shouldDisplay", True)]
    page = ['.TH %s 1 "" "%s %s" "User Commands"' % (name.upper(), name, sys.argv[1]),
            ".SH NAME", "%s \\- %s" % (name, escape(root.get("abstract", ""))),
            ".SH SYNOPSIS", ".B " + name, "[\\fISUBCOMMAND\\fR] [\\fIOPTIONS\\fR]",
            ".SH DESCRIPTION", escape(root.get("discussion", "")),
            ".PP", "Subcommands: " + escape(", ".join(sub["commandName"] for sub in subcommands)) + "."]
    page += command_section(root, [name])
    for sub in subcommands:
        page += command_section(sub, [name, sub["commandName"]])
    page += [".SH SEE ALSO", "The README and the rule book, docs/rules/, in notisim's source folder."]
    print("\n".join(page))


if __name__ == "__main__":
    main()

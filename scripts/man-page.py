#!/usr/bin/env python3
"""Writes kinetype(1), the man page, from the command definitions themselves.

    scripts/man-page.py KINETYPE > kinetype.1

KINETYPE is a built kinetype binary; its `--experimental-dump-help` (swift-argument-parser's
description of every command, argument and option) is the only source, so the page cannot
drift from the program. Hidden commands and options are left out.
"""
import json
import subprocess
import sys


def roff(text):
    """Text safe for roff: backslashes doubled, a leading dot or quote escaped."""
    text = (text or "").replace("\\", "\\e")
    return "\n".join(("\\&" + line if line[:1] in ".'" else line) for line in text.split("\n"))


def synopsis(argument):
    name = argument.get("valueName", "value")
    if argument["kind"] == "positional":
        text = f"\\fI{name}\\fR" + ("..." if argument.get("isRepeating") else "")
    else:
        flag = argument["preferredName"]
        dashes = "--" if flag["kind"] == "long" else "-"
        text = f"\\fB{dashes}{flag['name']}\\fR"
        if argument["kind"] == "option":
            text += f" \\fI{name}\\fR"
    return f"[{text}]" if argument.get("isOptional") else text


def names(argument):
    if argument["kind"] == "positional":
        return f"\\fI{argument.get('valueName', 'value')}\\fR"
    shown = []
    for flag in argument.get("names", []):
        dashes = "--" if flag["kind"] in ("long", "longWithSingleDash") else "-"
        shown.append(f"\\fB{dashes}{flag['name']}\\fR")
    value = f" \\fI{argument.get('valueName', 'value')}\\fR" if argument["kind"] == "option" else ""
    return ", ".join(shown) + value


def command_section(command, path):
    arguments = [a for a in command.get("arguments", []) if a.get("shouldDisplay", True)]
    arguments = [a for a in arguments if not any(n["name"] in ("help", "version") for n in a.get("names", []))]
    out = [f".SS {' '.join(path)}", roff(command.get("abstract", ""))]
    out.append(".PP")
    out.append(f"\\fB{' '.join(path)}\\fR " + " ".join(synopsis(a) for a in arguments))
    if command.get("discussion"):
        out += [".PP", roff(" ".join(command["discussion"].split()))]
    for argument in arguments:
        out += [".TP", names(argument), roff(argument.get("abstract", ""))]
        if argument.get("defaultValue"):
            out.append(f"(default: {roff(argument['defaultValue'])})")
    return out


def main():
    binary = sys.argv[1]
    info = json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True,
                                     capture_output=True, text=True).stdout)["command"]
    out = [
        '.TH KINETYPE 1 "" "kinetype" "User Commands"',
        ".SH NAME",
        "kinetype \\- " + roff(info.get("abstract", "")),
        ".SH SYNOPSIS",
        "\\fBkinetype\\fR \\fIEFFECT\\fR [\\fItext\\fR...]",
        ".br",
        "\\fBkinetype\\fR \\fIcommand\\fR [\\fIoptions\\fR]",
        ".SH DESCRIPTION",
        "Text goes in (arguments, a file or a pipe) and every character comes alive.",
        "A first word that names an effect plays it, as \\fBkinetype play\\fR does:",
        ".PP",
        ".nf",
        "    ls | kinetype decrypt",
        ".fi",
        ".SH COMMANDS",
    ]
    for command in info.get("subcommands", []):
        if not command.get("shouldDisplay", True) or command["commandName"] == "help":
            continue
        out += command_section(command, ["kinetype", command["commandName"]])
    out += [
        ".SH EXIT STATUS",
        "0 done; 1 a problem with the input, a file or the output; 2 a usage mistake;",
        "128 + n when signal n ended it (the terminal restored first).",
        ".SH ENVIRONMENT",
        ".TP", "\\fBNO_COLOR\\fR", "When set and not empty, no colour is written.",
        ".TP", "\\fBCOLORTERM\\fR, \\fBTERM\\fR", "How many colours the terminal shows.",
        ".TP", "\\fBXDG_CONFIG_HOME\\fR", "Effects are also looked up in $XDG_CONFIG_HOME/kinetype/effects.",
        ".TP", "\\fBSOURCE_DATE_EPOCH\\fR", "The timestamp written into recordings.",
        ".SH SEE ALSO",
        "The effects and their parameters: \\fBkinetype list\\fR, \\fBkinetype describe\\fR \\fIEFFECT\\fR.",
    ]
    print("\n".join(out))


if __name__ == "__main__":
    main()

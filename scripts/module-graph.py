#!/usr/bin/env python3
"""Writes the module graph of docs/architecture.md from Package.swift's targets, and checks its layers.

Usage: module-graph.py [--check]

The targets and their dependencies come from `swift package dump-package` (the manifest as SwiftPM evaluates it); the
layers are LAYERS below. Each module of Sources/ must have a layer and may depend only on modules of its own layer
or a lower one, and the modules in NO_SWIFT_SYNTAX must not reach swift-syntax through any dependency. The graph (a
Mermaid diagram, edges after transitive reduction) and the table of layers sit between `<!-- module-graph:begin -->`
and `<!-- module-graph:end -->`; the text around them is kept. With --check nothing is written, and the exit status
is 1 when a rule is broken or the text differs from Package.swift (scripts/test.sh runs it so).
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENT = os.path.join(ROOT, "docs", "architecture.md")
BEGIN, END = "<!-- module-graph:begin -->", "<!-- module-graph:end -->"

# The layers from the bottom up: (name, what it holds, its modules). The push SDK modules (Sources/PushSDKs) are in
# the extension kit without being named here.
LAYERS = [
    ("system libraries", "C and the system's libraries, each through a module map or a small C target",
     ["CNcursesw", "CImageCodecs", "CRsvg", "CSVGRaster", "CZlib", "CSQLite3", "CChildSpawn", "CDeviceClock"]),
    ("model", "what notisim simulates and how it is laid out, and the readers of storyboards and Core Data models; "
     "no terminal, network or extension process",
     ["NotiCore", "NotiLayout", "NotiAutoLayout", "NotiStoryboard", "NotiCoreDataModel"]),
    ("terminal port", "what the app loop draws on and reads from (cells, keys, events, sizes), which a terminal backend "
     "implements without linking the app", ["NotiTerminalPort"]),
    ("services", "the extension protocol and its child processes, an extension target's description, Swift sources "
     "read with swift-syntax, the APNs provider API over HTTP/2, FCM's HTTP v1 API and its translation to APNs",
     ["NotiExtensions", "NotiExtensionTarget", "NotiSwiftSource", "NotiAPNs", "NotiFCM"]),
    ("extension kit", "what an extension's own sources import (`NotificationExtensionKit`: Apple's frameworks, the "
     "push SDKs' modules) and the hosts that run and draw its views",
     ["NotiDispatch", "NotiUIKit", "NotiUserNotifications", "NotiUserNotificationsUI", "NotiIntents", "NotiOS", "NotiOSLog",
      "NotiUniformTypeIdentifiers", "NotiMobileCoreServices", "NotiQuartzCore", "NotiCoreLocation", "NotiMapKit", "NotiWebKit",
      "NotiSwiftUI", "NotiCombine", "NotiCryptoKit", "NotiCryptoKitOriginals", "NotiCommonCrypto", "NotiSecurity", "NotiSQLite3",
      "NotiCoreData", "NotiCompression", "NotiCoreMedia", "NotiAudioToolbox", "NotiAVFAudio", "NotiAVFoundation", "NotiAVKit",
      "NotiImageIO", "NotiContacts", "NotiActivityKit", "NotiAppIntents", "NotiWidgetKit", "NotiPushSDKSupport", "NotiUIKitHost", "NotiStoryboardHost",
      "NotiWidgetHost"]),
    ("user's files", "a workspace, an Xcode project and an extension's own sources, made into what the app runs",
     ["NotiWorkspace", "NotiExtensionBuild", "NotiXcode"]),
    ("app core", "the app's model, its sub-models, messages, commands, key map and view: pure, changed only by its one "
     "update, which asks for effects", ["NotiAppCore"]),
    ("app", "the app loop: the runner that feeds the core messages and performs its effects (files, extension processes, "
     "clock), on any terminal backend", ["NotiApp"]),
    ("adapters", "the app loop on a real terminal and behind the APNs endpoint", ["NotiTerminal", "NotiEndpoint"]),
    ("programs", "the command line and the empty extension that measures the Swift runtime", ["notisim", "notisim-empty-extension"]),
]
PUSH_SDK_FOLDER = "Sources/PushSDKs/"
PUSH_SDK_LAYER = "extension kit"

# Modules drawn as one node each: the C modules, Apple's framework subsets and the push SDK modules.
GROUPS = {
    "C libraries": LAYERS[0][2],
    "Apple framework subsets": [name for name in LAYERS[4][2]
                                if name not in ("NotiPushSDKSupport", "NotiUIKitHost", "NotiStoryboardHost", "NotiWidgetHost")],
}
PUSH_SDK_GROUP = "push SDK modules"

# Modules that must not reach swift-syntax: the workspace format is read without it.
SWIFT_SYNTAX = "swift-syntax"
NO_SWIFT_SYNTAX = ["NotiWorkspace", "NotiAppCore"] + LAYERS[0][2] + LAYERS[1][2] + LAYERS[2][2]


def manifest():
    """Package.swift's targets as SwiftPM evaluates them."""
    output = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return json.loads(output)["targets"]


def modules(targets):
    """The modules of Sources/ (no tests, fixtures, fuzz or soak): name -> (path, module dependencies, packages)."""
    found = {}
    for target in targets:
        path = target.get("path") or "Sources/" + target["name"]
        if target["type"] == "test" or not path.startswith("Sources/"):
            continue
        names, packages = [], []
        for dependency in target["dependencies"]:
            kind, value = next(iter(dependency.items()))
            if kind == "product":
                packages.append(value[1])
            else:
                names.append(value[0])
        found[target["name"]] = (path, names, sorted(set(packages)))
    return found


def layer_of(found):
    """Each module's layer index; problems for modules without one."""
    layers, problems = {}, []
    for index, (_, _, names) in enumerate(LAYERS):
        for name in names:
            layers[name] = index
    for name, (path, _, _) in found.items():
        if path.startswith(PUSH_SDK_FOLDER):
            layers[name] = [layer[0] for layer in LAYERS].index(PUSH_SDK_LAYER)
        elif name not in layers:
            problems.append(f"{name} has no layer in scripts/module-graph.py's LAYERS")
    for name in [name for name in layers if name not in found]:
        problems.append(f"{name} is in scripts/module-graph.py's LAYERS but not a module of Package.swift")
    return layers, problems


def check(found, layers):
    """Dependencies that point to a higher layer, and modules that reach swift-syntax when they must not."""
    problems = []
    for name, (_, names, _) in sorted(found.items()):
        for dependency in names:
            if dependency in found and name in layers and dependency in layers and layers[dependency] > layers[name]:
                problems.append(f"{name} ({LAYERS[layers[name]][0]}) depends on {dependency}, a layer above ({LAYERS[layers[dependency]][0]})")
    for name in NO_SWIFT_SYNTAX:
        if name in found and SWIFT_SYNTAX in reached_packages(found, name):
            problems.append(f"{name} reaches {SWIFT_SYNTAX}: {' → '.join(path_to_package(found, name, SWIFT_SYNTAX))}")
    return problems


def reached_packages(found, start):
    """The packages `start` links, directly or through its dependencies."""
    seen, stack, packages = set(), [start], set()
    while stack:
        name = stack.pop()
        if name in seen or name not in found:
            continue
        seen.add(name)
        packages.update(found[name][2])
        stack.extend(found[name][1])
    return packages


def path_to_package(found, start, package):
    """A chain of modules from `start` to one that links `package`."""
    queue, previous = [start], {start: None}
    while queue:
        name = queue.pop(0)
        if package in found[name][2]:
            chain = []
            while name is not None:
                chain.append(name)
                name = previous[name]
            return list(reversed(chain)) + [package]
        for dependency in found[name][1]:
            if dependency in found and dependency not in previous:
                previous[dependency] = name
                queue.append(dependency)
    return [start]


def node_of(found, name):
    """The node of the drawing that shows module `name`."""
    if found[name][0].startswith(PUSH_SDK_FOLDER):
        return PUSH_SDK_GROUP
    for group, members in GROUPS.items():
        if name in members:
            return group
    return name


def identifier(node):
    """A Mermaid node id for a node's name."""
    return "".join(character if character.isalnum() else "_" for character in node)


def reduced_edges(found):
    """The drawing's edges between nodes, without those another path implies (transitive reduction)."""
    edges = {}
    for name, (_, names, _) in found.items():
        for dependency in names:
            if dependency in found and node_of(found, name) != node_of(found, dependency):
                edges.setdefault(node_of(found, name), set()).add(node_of(found, dependency))

    def reachable(start, skip):
        seen, stack = set(), [target for target in edges.get(start, ()) if target != skip]
        while stack:
            node = stack.pop()
            if node not in seen:
                seen.add(node)
                stack.extend(edges.get(node, ()))
        return seen

    return sorted((source, target) for source, targets in edges.items() for target in targets if target not in reachable(source, target))


def render(found, layers):
    """The text between the markers."""
    nodes_by_layer = [[] for _ in LAYERS]
    for name in sorted(found, key=lambda name: (layers[name], name)):
        node = node_of(found, name)
        if node not in nodes_by_layer[layers[name]]:
            nodes_by_layer[layers[name]].append(node)
    counts = {}
    for name in found:
        counts[node_of(found, name)] = counts.get(node_of(found, name), 0) + 1
    lines = ["```mermaid", "flowchart BT"]
    for index in reversed(range(len(LAYERS))):
        lines.append(f'    subgraph layer{index}["{index + 1}. {LAYERS[index][0]}"]')
        for node in nodes_by_layer[index]:
            label = f"{node} ({counts[node]})" if node in GROUPS or node == PUSH_SDK_GROUP else node
            lines.append(f'        {identifier(node)}["{label}"]')
        lines.append("    end")
    for source, target in reduced_edges(found):
        lines.append(f"    {identifier(source)} --> {identifier(target)}")
    lines += ["```", "", "| layer | holds | modules |", "| --- | --- | --- |"]
    for index, (name, holds, _) in enumerate(LAYERS):
        members = [module for module in sorted(found) if layers[module] == index and not found[module][0].startswith(PUSH_SDK_FOLDER)]
        listed = ", ".join(f"`{module}`" for module in members)
        sdks = sum(1 for module in found if layers[module] == index and found[module][0].startswith(PUSH_SDK_FOLDER))
        if sdks:
            listed += f", and the {sdks} push SDK modules of `Sources/PushSDKs`"
        lines.append(f"| {index + 1}. {name} | {holds} | {listed} |")
    users = sorted(name for name in found if SWIFT_SYNTAX in reached_packages(found, name))
    lines += ["", f"swift-syntax is linked by {', '.join(f'`{name}`' for name in users)} and by no other module."]
    return "\n".join(lines) + "\n"


def main():
    checking = sys.argv[1:] == ["--check"]
    found = modules(manifest())
    layers, problems = layer_of(found)
    if not problems:
        problems = check(found, layers)
    if problems:
        for problem in problems:
            print(f"module graph: {problem}", file=sys.stderr)
        return 1
    with open(DOCUMENT, encoding="utf-8") as file:
        text = file.read()
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    updated = text[:start] + "\n" + render(found, layers) + text[end:]
    if checking:
        if updated != text:
            print("docs/architecture.md: the module graph differs from Package.swift; run scripts/module-graph.py", file=sys.stderr)
            return 1
        return 0
    with open(DOCUMENT, "w", encoding="utf-8") as file:
        file.write(updated)
    return 0


if __name__ == "__main__":
    sys.exit(main())

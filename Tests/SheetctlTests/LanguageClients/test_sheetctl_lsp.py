"""End-to-end tests of `sheetctl lsp` driven by pytest-lsp, a language client the project did not write.

pytest-lsp also checks every response against the capabilities the client announced.
Run by LanguageClientEndToEndTests with SHEETCTL set to the built executable.
"""

import os

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

SHEETCTL = os.environ["SHEETCTL"]


def server(*flags):
    return ClientServerConfig(server_command=[SHEETCTL, "lsp", *flags])


def accept_registrations(lsp_client):
    """Answers the server's `client/registerCapability` (its file watchers) as an editor does."""

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params):
        lsp_client.registrations = [r.method for r in params.registrations]
        return None


@pytest_lsp.fixture(config=server())
async def client(lsp_client: LanguageClient):
    # VS Code announces no position encodings: positions are UTF-16.
    accept_registrations(lsp_client)
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
    )
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=server())
async def neovim(lsp_client: LanguageClient):
    # Neovim 0.10 offers utf-8 first.
    accept_registrations(lsp_client)
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("neovim"))
    )
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    yield
    await lsp_client.shutdown_session()


def open_document(client, path, text, version=1):
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text)
        )
    )
    return uri


def codes(diagnostics):
    return sorted(str(d.code) for d in diagnostics)


CJK = "name: t\ncancel: { label: 取消😀, localized: { 1bad: x } }\n"


async def test_diagnostics_on_open_with_codes_hints_and_utf16_columns(client, tmp_path):
    uri = open_document(client, tmp_path / "t.yaml", CJK)
    while uri not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    [bad] = [d for d in client.diagnostics[uri] if d.code == "bad-language-tag"]
    assert bad.severity == types.DiagnosticSeverity.Error
    assert bad.source == "sheetctl"
    # 17 units, 取消 2, 😀 a surrogate pair, 15 more.
    assert (bad.range.start.line, bad.range.start.character) == (1, 36)
    assert "hint:" in bad.message


async def test_utf8_columns_when_negotiated(neovim, tmp_path):
    uri = open_document(neovim, tmp_path / "t.yaml", CJK)
    while uri not in neovim.diagnostics:
        await neovim.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    [bad] = [d for d in neovim.diagnostics[uri] if d.code == "bad-language-tag"]
    assert (bad.range.start.line, bad.range.start.character) == (1, 42)


async def test_incremental_change_republishes_and_related_information(client, tmp_path):
    uri = open_document(client, tmp_path / "t.yaml", "name: t\ndescription: a\n")
    while uri not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=0)),
                    text="description: b\n",
                )
            ],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    [duplicate] = client.diagnostics[uri]
    assert duplicate.code == "duplicate-key"
    assert duplicate.range.start.line == 2
    [related] = duplicate.related_information
    assert related.location.uri == uri
    assert related.location.range.start.line == 1


async def test_extended_theme_is_read_from_disk(client, tmp_path):
    (tmp_path / "parent.yaml").write_text('name: parent\ncolors:\n  title: "#XYZ"\n')
    uri = open_document(client, tmp_path / "child.yaml", "name: child\nextends: ./parent.yaml\n")
    while uri not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    [bad] = client.diagnostics[uri]
    assert bad.code == "bad-color"
    assert bad.range.start.line == 1
    assert bad.related_information[0].location.uri == (tmp_path / "parent.yaml").resolve().as_uri()


THEME = 'name: t\npalette:\n  red: "#ff453a"\ncolors:\n  title: "#8E8"\n  item: "#80FFFFFF"\n  destructive: red\n  background: "#1C1C1E"\n'


async def test_document_colors_alpha_first_and_palette_references(client, tmp_path):
    uri = open_document(client, tmp_path / "t.yaml", THEME)
    colors = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    by_line = {c.range.start.line: c for c in colors}
    assert sorted(by_line) == [2, 4, 5, 6, 7]
    item = by_line[5].color
    assert abs(item.alpha - 128 / 255) < 1e-9 and item.red == 1 and item.green == 1 and item.blue == 1
    # The reference is shown with its palette colour, on the name.
    assert by_line[6].color == by_line[2].color
    assert (by_line[6].range.start.character, by_line[6].range.end.character) == (15, 18)
    # Inside the quotes.
    assert (by_line[4].range.start.character, by_line[4].range.end.character) == (10, 14)

    async def present(line, color):
        return await client.text_document_color_presentation_async(
            types.ColorPresentationParams(
                text_document=types.TextDocumentIdentifier(uri=uri), color=color, range=by_line[line].range
            )
        )

    # #RGB stays short when it can, and longer when it cannot.
    [short] = await present(4, types.Color(red=1.0, green=0.0, blue=0.0, alpha=1.0))
    assert short.text_edit.new_text == "#F00"
    [long] = await present(4, types.Color(red=1.0, green=0.5, blue=0.0, alpha=1.0))
    assert long.text_edit.new_text == "#FF8000"
    # The alpha keeps its place: first.
    [alpha] = await present(5, types.Color(red=0.0, green=0.0, blue=1.0, alpha=1.0))
    assert alpha.text_edit.new_text == "#FF0000FF"
    # A palette reference: change the entry (in its lower case), or write the colour in place, quoted.
    entry, literal = await present(6, types.Color(red=0.0, green=1.0, blue=0.0, alpha=1.0))
    assert entry.text_edit.new_text == "red"
    assert entry.additional_text_edits[0].new_text == "#00ff00"
    assert literal.text_edit.new_text == '"#00ff00"'


async def test_hover_on_a_colour_role_and_a_key(client, tmp_path):
    uri = open_document(client, tmp_path / "t.yaml", THEME)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=6, character=4))
    )
    text = hover.contents.value
    assert "#FF453A" in text and "palette entry `red`" in text
    assert "Contrast 4.99:1" in text and "passes WCAG AA" in text
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=1))
    )
    assert "by which others extend it" in hover.contents.value


async def test_completion_of_keys_palette_names_and_themes(client, tmp_path):
    uri = open_document(client, tmp_path / "t.yaml", THEME + "  cancel: \nbadges:\n  \n")
    def at(line, character):
        return types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character)
        )
    values = await client.text_document_completion_async(at(8, 10))
    assert [i.label for i in values.items] == ["red"]
    keys = await client.text_document_completion_async(at(10, 2))
    assert [i.label for i in keys.items] == ["point", "num", "text", "more"]
    top = await client.text_document_completion_async(at(9, 0))
    assert "extends" in [i.label for i in top.items]


async def test_unknown_methods_and_unopened_files_do_not_break_the_server(client, tmp_path):
    with pytest.raises(Exception):
        await client.protocol.send_request_async("sheetctl/nothing", {})
    never = (tmp_path / "never.yaml").as_uri()
    colors = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=never))
    )
    assert list(colors) == []
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=never), position=types.Position(line=0, character=0))
    )
    assert hover is None
    # Still answering.
    uri = open_document(client, tmp_path / "t.yaml", "name: [")
    while uri not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert "yaml-syntax" in codes(client.diagnostics[uri])


async def test_go_to_definition_of_extends_and_palette_names(client, tmp_path):
    (tmp_path / "parent.yaml").write_text("name: parent\n")
    uri = open_document(client, tmp_path / "t.yaml", "name: t\nextends: ./parent.yaml\n" + THEME[len("name: t\n"):])
    def at(line, character):
        return types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character)
        )
    parent = await client.text_document_definition_async(at(1, 12))
    assert parent.uri == (tmp_path / "parent.yaml").resolve().as_uri()
    entry = await client.text_document_definition_async(at(7, 16))
    assert entry.uri == uri and entry.range.start.line == 3


async def test_code_actions_fix_what_the_diagnostics_say(client, tmp_path):
    text = 'name: t\ncolours:\n  x: 1\ncolors:\n  title: #fff\npalette:\n  spare: "#000"\n'
    uri = open_document(client, tmp_path / "t.yaml", text)
    while uri not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    everything = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=7, character=0))
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=everything,
            context=types.CodeActionContext(diagnostics=list(client.diagnostics[uri])),
        )
    )
    edits = {a.diagnostics[0].code: a.edit.changes[uri][0].new_text for a in actions}
    assert edits["unknown-key"] == "colors"
    assert edits["unquoted-color"] == '"#fff"'
    assert edits["unused-palette-entry"] == ""
    assert all(a.kind == types.CodeActionKind.QuickFix for a in actions)


FAMILY = {
    "base.yaml": 'name: base\npalette:\n  brand: "#0055AA"\ncolors:\n  cancel: brand\n',
    "child.yaml": 'name: child\nextends: base\ncolors:\n  item: brand\n  title: "#FF333333"\n',
    "grandchild.yaml": "name: grandchild\nextends: child\ncolors:\n  destructive: 'brand'\n",
    "override.yaml": 'name: override\nextends: base\npalette:\n  brand: "#111111"\ncolors:\n  item: brand\n',
    "night.yaml": "name: night\nappearance: dark\ncounterpart: base\n",
}


@pytest_lsp.fixture(config=server())
async def workspace(lsp_client: LanguageClient, tmp_path):
    # The themes are on disk before the server starts: it indexes the workspace folder it is given.
    for name, text in FAMILY.items():
        (tmp_path / name).write_text(text)
    accept_registrations(lsp_client)
    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            workspace_folders=[types.WorkspaceFolder(uri=tmp_path.resolve().as_uri(), name="themes")],
        )
    )
    lsp_client.initialize_result = result
    yield
    await lsp_client.shutdown_session()


def place(uri, line, character):
    return dict(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=character))


def edited_lines(edit):
    lines = []
    for change in edit.document_changes or []:
        if isinstance(change, types.TextDocumentEdit):
            lines += [(change.text_document.uri.rsplit("/", 1)[1], e.range.start.line) for e in change.edits]
    for uri, edits in (edit.changes or {}).items():
        lines += [(uri.rsplit("/", 1)[1], e.range.start.line) for e in edits]
    return sorted(lines)


async def test_initialize_advertises_the_workspace_features(workspace):
    capabilities = workspace.initialize_result.capabilities
    assert capabilities.rename_provider.prepare_provider is True
    assert capabilities.references_provider and capabilities.workspace_symbol_provider
    assert capabilities.document_link_provider is not None and capabilities.document_symbol_provider
    assert capabilities.folding_range_provider
    legend = capabilities.semantic_tokens_provider.legend
    assert list(legend.token_types) == ["property", "variable", "number", "class"]
    assert list(legend.token_modifiers) == ["declaration", "alphaFirst"]


async def test_rename_and_references_across_the_workspace(workspace, tmp_path):
    child = open_document(workspace, tmp_path / "child.yaml", FAMILY["child.yaml"])
    prepared = await workspace.text_document_prepare_rename_async(types.PrepareRenameParams(**place(child, 3, 9)))
    assert prepared.placeholder == "brand"
    edit = await workspace.text_document_rename_async(types.RenameParams(new_name="accent", **place(child, 3, 9)))
    assert edited_lines(edit) == [("base.yaml", 2), ("base.yaml", 4), ("child.yaml", 3), ("grandchild.yaml", 3)]
    references = await workspace.text_document_references_async(
        types.ReferenceParams(context=types.ReferenceContext(include_declaration=False), **place(child, 3, 9))
    )
    assert len(references) == 3
    # A theme's name, from its counterpart's value: the name and every extends and counterpart naming it.
    night = open_document(workspace, tmp_path / "night.yaml", FAMILY["night.yaml"])
    edit = await workspace.text_document_rename_async(types.RenameParams(new_name="day", **place(night, 2, 14)))
    renamed = edited_lines(edit)
    assert [line for line in renamed if line[0] != "base.yaml"] == [("child.yaml", 1), ("night.yaml", 2), ("override.yaml", 1)]
    # VS Code renames files: the theme's file follows its name.
    moves = [c for c in edit.document_changes if isinstance(c, types.RenameFile)]
    assert [m.new_uri.rsplit("/", 1)[1] for m in moves] == ["day.yaml"]


async def test_rename_refusals_are_errors_with_a_reason(workspace, tmp_path):
    child = open_document(workspace, tmp_path / "child.yaml", FAMILY["child.yaml"])
    with pytest.raises(Exception, match="only a theme's name"):
        await workspace.text_document_prepare_rename_async(types.PrepareRenameParams(**place(child, 2, 1)))
    with pytest.raises(Exception, match="is not a name"):
        await workspace.text_document_rename_async(types.RenameParams(new_name="1st", **place(child, 3, 9)))
    none = await workspace.text_document_references_async(
        types.ReferenceParams(context=types.ReferenceContext(include_declaration=True), **place(child, 2, 1))
    )
    assert list(none) == []


async def test_a_file_created_in_the_workspace_is_renamed_too(workspace, tmp_path):
    base = open_document(workspace, tmp_path / "base.yaml", FAMILY["base.yaml"])
    (tmp_path / "late.yaml").write_text("name: late\nextends: base\ncolors:\n  title: brand\n")
    workspace.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=(tmp_path / "late.yaml").resolve().as_uri(), type=types.FileChangeType.Created)]
        )
    )
    references = await workspace.text_document_references_async(
        types.ReferenceParams(context=types.ReferenceContext(include_declaration=True), **place(base, 2, 3))
    )
    assert "late.yaml" in [r.uri.rsplit("/", 1)[1] for r in references]


async def test_links_definition_on_counterpart_symbols_and_folding(workspace, tmp_path):
    night = open_document(workspace, tmp_path / "night.yaml", FAMILY["night.yaml"])
    child = open_document(workspace, tmp_path / "child.yaml", FAMILY["child.yaml"])
    base_uri = (tmp_path / "base.yaml").resolve().as_uri()
    [link] = await workspace.text_document_document_link_async(
        types.DocumentLinkParams(text_document=types.TextDocumentIdentifier(uri=night))
    )
    assert link.target == base_uri and link.range.start.line == 2
    definition = await workspace.text_document_definition_async(types.DefinitionParams(**place(night, 2, 14)))
    assert definition.uri == base_uri
    symbols = await workspace.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=child))
    )
    assert [s.name for s in symbols] == ["name", "extends", "colors"]
    assert [s.name for s in symbols[2].children] == ["item", "title"]
    found = await workspace.workspace_symbol_async(types.WorkspaceSymbolParams(query="brand"))
    assert sorted(s.container_name for s in found) == ["base", "override"]
    folds = await workspace.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=child))
    )
    assert [(f.start_line, f.end_line) for f in folds] == [(2, 4)]


async def test_semantic_tokens_full_and_range(workspace, tmp_path):
    child = open_document(workspace, tmp_path / "child.yaml", FAMILY["child.yaml"])
    full = await workspace.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=types.TextDocumentIdentifier(uri=child))
    )
    tokens, line, start = [], 0, 0
    data = full.data
    for index in range(0, len(data), 5):
        line += data[index]
        start = data[index + 1] if data[index] else start + data[index + 1]
        tokens.append((line, start, data[index + 2], data[index + 3], data[index + 4]))
    # name (property), child (class, declared), extends, base (class), colors, item, brand (variable),
    # title, "#FF333333" (number, alpha first, quotes included).
    assert tokens == [
        (0, 0, 4, 0, 0), (0, 6, 5, 3, 1), (1, 0, 7, 0, 0), (1, 9, 4, 3, 0), (2, 0, 6, 0, 0),
        (3, 2, 4, 0, 0), (3, 8, 5, 1, 0), (4, 2, 5, 0, 0), (4, 9, 11, 2, 2),
    ]
    ranged = await workspace.text_document_semantic_tokens_range_async(
        types.SemanticTokensRangeParams(
            text_document=types.TextDocumentIdentifier(uri=child),
            range=types.Range(start=types.Position(line=3, character=0), end=types.Position(line=3, character=20)),
        )
    )
    assert list(ranged.data) == [3, 2, 4, 0, 0, 0, 6, 5, 1, 0]

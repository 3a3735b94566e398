"""Inlay hints, formatting and code lenses of `sheetctl lsp`, driven by pytest-lsp.

pytest-lsp checks every response against the capabilities the client announced.
Run by LanguageServerThemeToolsEndToEndTests with SHEETCTL set to the built executable and
XDG_CACHE_HOME to a folder of the run's own, where the preview lens writes its choice.
"""

import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

SHEETCTL = os.environ["SHEETCTL"]

LIGHT = """name: light
appearance: light
counterpart: night
palette:
  ink: "#000000"
colors:
  background: "#FFFFFF"
  item: ink
  cancel: "#999999"
"""

NIGHT = """name: night
appearance: dark
counterpart: light
colors:
  background: "#000000"
  item: "#FFFFFF"
  cancel: "#444444"
"""


ADVERTISED = {}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SHEETCTL, "lsp"]))
async def client(lsp_client: LanguageClient):
    # The server asks an editor that can be asked to watch its YAML files; answered as an editor does.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params):
        return None

    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
    )
    ADVERTISED["capabilities"] = result.capabilities
    yield
    await lsp_client.shutdown_session()


def open_document(client, path, text):
    path.write_text(text)
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
        )
    )
    return uri


async def diagnostics_of(client, uri):
    while uri not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


def document(uri):
    return types.TextDocumentIdentifier(uri=uri)


async def test_the_capabilities_are_advertised(client):
    capabilities = ADVERTISED["capabilities"]
    assert capabilities.inlay_hint_provider
    assert capabilities.document_formatting_provider
    assert capabilities.code_lens_provider is not None
    assert list(capabilities.execute_command_provider.commands) == ["sheetctl.preview"]


async def test_inlay_hints_give_colours_and_the_contrast_of_both_sides(client, tmp_path):
    (tmp_path / "night.yaml").write_text(NIGHT)
    uri = open_document(client, tmp_path / "light.yaml", LIGHT)
    everything = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=9, character=0))
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(text_document=document(uri), range=everything))
    labels = {(h.position.line, h.label) for h in hints}
    assert (7, "→ #000000 · 21.0:1 · Lc 106 | dark 21.0:1 · Lc 107") in labels
    [cancel] = [label for line, label in labels if line == 8]
    assert cancel.startswith("2.8:1 · Lc 54 ✗ | dark ") and cancel.endswith("✗")
    inherited = [label for line, label in labels if line == 5]
    assert len(inherited) == 6 and all(" inherited" in label for label in inherited)
    # After the value, on its line.
    [item] = [h for h in hints if h.position.line == 7]
    assert item.position.character == len("  item: ink")


async def test_a_file_with_errors_gets_no_hints(client, tmp_path):
    uri = open_document(client, tmp_path / "b.yaml", "name: b\ncolors:\n  item: nowhere\n")
    assert "unknown-palette-name" in [d.code for d in await diagnostics_of(client, uri)]
    everything = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=3, character=0))
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(text_document=document(uri), range=everything))
    assert not hints


async def test_formatting_orders_keys_and_quotes_colours(client, tmp_path):
    uri = open_document(client, tmp_path / "m.yaml", "colors:\n  item: '#fff'  # white\n# mine\nname: m\n")
    options = types.FormattingOptions(tab_size=2, insert_spaces=True)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(text_document=document(uri), options=options))
    assert [e.new_text for e in edits] == ['# mine\nname: m\ncolors:\n  item: "#fff"  # white\n']
    assert (edits[0].range.start.line, edits[0].range.end.line) == (0, 4)


async def test_formatting_a_syntax_error_gives_no_edit_and_a_diagnostic(client, tmp_path):
    uri = open_document(client, tmp_path / "s.yaml", "colors: {item: '#fff'\nname: s\n")
    assert "yaml-syntax" in [d.code for d in await diagnostics_of(client, uri)]
    options = types.FormattingOptions(tab_size=2, insert_spaces=True)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(text_document=document(uri), options=options))
    assert not edits


async def test_code_lenses_on_the_name_and_the_preview_command(client, tmp_path):
    (tmp_path / "night.yaml").write_text(NIGHT)
    path = tmp_path / "light.yaml"
    uri = open_document(client, path, LIGHT)
    lenses = await client.text_document_code_lens_async(types.CodeLensParams(text_document=document(uri)))
    assert [lens.range.start.line for lens in lenses] == [0, 0]
    summary, preview = lenses
    assert summary.command.title.startswith("light: ") and " · dark: " in summary.command.title
    assert "cancel" in summary.command.title
    assert preview.command.title == "preview" and preview.command.command == "sheetctl.preview"
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=preview.command.command, arguments=preview.command.arguments)
    )
    assert result is None
    chosen = pathlib.Path(os.environ["XDG_CACHE_HOME"]) / "sheetctl" / "preview-theme"
    assert chosen.read_text().splitlines()[0] == str(path)


def change_all(client, uri, version, text):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def test_the_preview_lens_shows_the_unsaved_buffer_and_follows_it(client, tmp_path):
    (tmp_path / "night.yaml").write_text(NIGHT)
    path = tmp_path / "light.yaml"
    uri = open_document(client, path, LIGHT)
    await diagnostics_of(client, uri)
    edited = LIGHT.replace("#999999", "#123456")
    change_all(client, uri, 2, edited)
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="sheetctl.preview", arguments=[uri])
    )
    assert result is None
    chosen = pathlib.Path(os.environ["XDG_CACHE_HOME"]) / "sheetctl" / "preview-theme"
    theme_path, _, text_path = chosen.read_text().splitlines()
    assert theme_path == str(path)
    assert pathlib.Path(text_path).read_text() == edited
    assert path.read_text() == LIGHT
    # Typing on: the server writes the buffer again right after the change's diagnostics, before
    # it reads on, so any answer after them comes after the write.
    again = edited.replace("#123456", "#654321")
    change_all(client, uri, 3, again)
    while (await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)).version != 3:
        pass
    await client.text_document_code_lens_async(types.CodeLensParams(text_document=document(uri)))
    assert pathlib.Path(text_path).read_text() == again

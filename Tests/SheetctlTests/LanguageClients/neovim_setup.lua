-- Headless Neovim running a Neovim set-up of docs/editors.md (EDITORS_DOC) as it stands there:
-- the section's lua block number SETUP_BLOCK (1, the Neovim 0.7 one, when unset; 2, the
-- `vim.lsp.config` one of Neovim 0.11), with `sheetctl` found on PATH: opens THEME_DIR/base.yaml, waits for the server to attach
-- and its diagnostics, prints each code as "code:CODE"; renames the palette name on line 3 and
-- prints "renamed:FILE:EDITS,…"; then opens night.yaml, goes to the definition of its counterpart
-- as `gd` would and prints "jumped:PATH". Exits 0 once all that came, 1 otherwise.
local function wait(what, condition)
  if not vim.wait(15000, condition, 20) then
    error(what .. " did not come in time")
  end
end

-- The clients attached to a buffer, on every Neovim from 0.7 (0.10 renamed the call).
local function clients(buffer)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = buffer })
  end
  return vim.lsp.buf_get_clients(buffer)
end

local function main()
  local doc = assert(io.open(os.getenv("EDITORS_DOC"))):read("*a")
  local section = assert(doc:match("\n## Neovim\n(.-)\n## "), "no Neovim section")
  local wanted = tonumber(os.getenv("SETUP_BLOCK") or "1")
  local setup = nil
  local number = 0
  for block in section:gmatch("```lua\n(.-)```") do
    number = number + 1
    if number == wanted then
      setup = block
    end
  end
  assert(setup, "no lua block " .. wanted)
  assert((loadstring or load)(setup, "docs/editors.md"))()
  vim.cmd("filetype on")
  local folder = os.getenv("THEME_DIR")
  vim.cmd("edit " .. vim.fn.fnameescape(folder .. "/base.yaml"))
  local buffer = vim.api.nvim_get_current_buf()
  wait("the server", function()
    return #clients(buffer) > 0
  end)
  wait("diagnostics", function()
    return #vim.diagnostic.get(buffer) > 0
  end)
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or ""
    io.stdout:write("code:" .. code .. "\n")
  end
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buffer) },
    position = { line = 2, character = 3 },
    newName = "accent",
  }
  for _, reply in pairs(vim.lsp.buf_request_sync(buffer, "textDocument/rename", params, 10000) or {}) do
    local files = {}
    for uri, edits in pairs((reply.result or {}).changes or {}) do
      table.insert(files, vim.fn.fnamemodify(vim.uri_to_fname(uri), ":t") .. ":" .. #edits)
    end
    table.sort(files)
    io.stdout:write("renamed:" .. table.concat(files, ",") .. "\n")
  end
  vim.cmd("edit " .. vim.fn.fnameescape(folder .. "/night.yaml"))
  local night = vim.api.nvim_get_current_buf()
  wait("the server on the second file", function()
    return #clients(night) > 0
  end)
  vim.api.nvim_win_set_cursor(0, { 3, 14 })
  vim.lsp.buf.definition()
  wait("the definition", function()
    return vim.api.nvim_get_current_buf() ~= night
  end)
  io.stdout:write("jumped:" .. vim.api.nvim_buf_get_name(0) .. "\n")
  for _, client in pairs(vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()) do
    vim.lsp.stop_client(client.id)
  end
end

-- An error anywhere ends Neovim with status 1 rather than leaving it waiting.
local ok, problem = pcall(main)
if not ok then
  io.stderr:write(tostring(problem) .. "\n")
  vim.cmd("cquit 1")
end
vim.cmd("qall!")

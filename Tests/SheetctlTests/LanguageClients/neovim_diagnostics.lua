-- Headless Neovim (0.7 and later) as a language client of `sheetctl lsp`: open the theme in
-- THEME_FILE, wait for the diagnostics the editor shows, print each as
-- "line:col:severity:code:message"; then, when JUMP_FROM is "line:col" (1-based line, 0-based
-- column), go to the definition there as `gd` would and print "jumped:PATH:LINE". Exits 0 once all
-- that came, 1 if something did not come in time.
local function main()
  local sheetctl = os.getenv("SHEETCTL")
  local file = os.getenv("THEME_FILE")
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buffer = vim.api.nvim_get_current_buf()
  local client = vim.lsp.start_client({
    name = "sheetctl",
    cmd = { sheetctl, "lsp" },
    root_dir = vim.fn.fnamemodify(file, ":h"),
  })
  if not client then
    io.stderr:write("sheetctl lsp did not start\n")
    vim.cmd("cquit 1")
  end
  vim.lsp.buf_attach_client(buffer, client)
  local shown = vim.wait(15000, function()
    return #vim.diagnostic.get(buffer) > 0
  end, 20)
  if not shown then
    io.stderr:write("no diagnostics arrived\n")
    vim.cmd("cquit 1")
  end
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or ""
    local message = d.message:gsub("\n", " | ")
    io.stdout:write(string.format("%d:%d:%d:%s:%s\n", d.lnum, d.col, d.severity, code, message))
  end
  local jump = os.getenv("JUMP_FROM")
  if jump and jump ~= "" then
    local line, col = jump:match("(%d+):(%d+)")
    vim.api.nvim_win_set_cursor(0, { tonumber(line), tonumber(col) })
    vim.lsp.buf.definition()
    local jumped = vim.wait(10000, function()
      return vim.api.nvim_buf_get_name(0) ~= vim.api.nvim_buf_get_name(buffer)
    end, 20)
    if not jumped then
      io.stderr:write("the definition did not open\n")
      vim.cmd("cquit 1")
    end
    io.stdout:write(string.format("jumped:%s:%d\n", vim.api.nvim_buf_get_name(0), vim.api.nvim_win_get_cursor(0)[1]))
  end
  vim.lsp.stop_client(client)
  vim.wait(2000, function()
    return vim.lsp.get_client_by_id(client) == nil
  end, 20)
end

-- An error anywhere ends Neovim with status 1 rather than leaving it waiting.
local ok, problem = pcall(main)
if not ok then
  io.stderr:write(tostring(problem) .. "\n")
  vim.cmd("cquit 1")
end
vim.cmd("qall!")

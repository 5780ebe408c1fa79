// The upload page: a chosen file fills the text area, so that the form (a plain post,
// which works without this script) sends its text.
document.querySelectorAll("input[type=file][data-fills]").forEach((input) => {
  input.addEventListener("change", () => {
    const file = input.files && input.files[0];
    const target = document.getElementById(input.dataset.fills);
    if (!file || !target) return;
    file.text().then((text) => {
      target.value = text;
    });
  });
});

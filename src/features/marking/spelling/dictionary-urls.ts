// The British and the American Hunspell dictionaries, as files of the build (fetched by the spelling
// worker, never bundled into a script). The packages export only their Node entry, so the files are named by
// path.
import gbAff from '../../../../node_modules/dictionary-en-gb/index.aff?url';
import gbDic from '../../../../node_modules/dictionary-en-gb/index.dic?url';
import usAff from '../../../../node_modules/dictionary-en/index.aff?url';
import usDic from '../../../../node_modules/dictionary-en/index.dic?url';

export const DICTIONARY_URLS = [
  { aff: gbAff, dic: gbDic },
  { aff: usAff, dic: usDic },
];
